import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { robotsTxt } from './src/lib/seo/robotsTxt';
import { earlyHeadScripts } from './earlyHeadScripts';

/** The unit test files that replace modules with vi.mock: each runs in a module graph of its own. */
const isolatedTests = ['src/admin/lib/offline/api/recordWrites.test.tsx'];

/** dist/robots.txt with the build's own site address (the sitemap is served by the serveSitemap function). */
function robotsFile(siteUrl: string): Plugin {
  return {
    name: 'robots-txt',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    ...(isSsrBuild
      ? []
      : [
          earlyHeadScripts(),
          robotsFile(
            loadEnv(mode, fileURLToPath(new URL('.', import.meta.url))).VITE_SITE_URL ?? 'http://127.0.0.1:5000',
          ),
        ]),
  ],
  // `@/lib/...` is web/src/lib/...: no `../../../` (decision 008). tsconfig.json `paths` says the same to tsc.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    // One stylesheet for the whole app (about 30 KB, 7 KB gzipped): a pre-rendered page of any route is
    // styled at its first paint, before its lazy route chunk loads (docs/decisions/013-pre-rendered-html.md).
    cssCodeSplit: false,
    // web/public goes to web/dist only, not next to the SSR bundle.
    copyPublicDir: !isSsrBuild,
    // dist/.vite/manifest.json: read by the bundle budget test and npm run bench (scripts/bench/bundleSize.mjs).
    manifest: true,
    // main.tsx imports app/boot after the page has loaded, and boot imports React DOM, i18next and the
    // app (decision 013); Vite's helper would first add a <link rel="modulepreload"> per dependency,
    // about 60 ms of main thread on a phone. The browser fetches their imports itself; other lazy imports
    // keep their preloads.
    modulePreload: {
      resolveDependencies: (_filename, deps, { hostId }) => (/(^|\/)(index|boot)-[\w-]+\.js$/.test(hostId) ? [] : deps),
    },
  },
  // The SSR build (web/src/entry-server.tsx, run by the renderPage function) carries every dependency inside
  // its bundle: Cloud Functions installs only functions/package.json.
  ssr: { noExternal: true },
  // ...and React's production build whatever NODE_ENV the function's runtime has.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  test: {
    environment: 'node',
    // Test files share one module graph per worker (decision 042): importing each file's dependencies afresh was
    // most of the run (42 s alone against 7 s). A test that changes a global or a module's state restores it
    // (vi.unstubAllGlobals, vi.useRealTimers); a file that replaces modules with vi.mock keeps its own graph.
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: isolatedTests, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: isolatedTests } },
    ],
  },
}));
