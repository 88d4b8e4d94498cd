// The deploy bundle check (scripts/lib/bundleCheck.mjs, scripts/check-bundle.mjs; issue 27): the
// emulator build is refused, a production build for a real project passes. The file texts are the shapes
// the real builds write (the browser bundle's minified env object, the pre-render bundle's JSON-style one).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module without types
import { bundleProblems, embeddedEnv } from '../../scripts/lib/bundleCheck.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Env = Record<string, string>;
const production: Env = {
  VITE_USE_EMULATORS: 'false',
  VITE_FIREBASE_PROJECT_ID: 'household-staff-riyadh',
  VITE_FIREBASE_API_KEY: 'AIzaSyA-real-looking-key',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:abcdef',
  VITE_FIREBASE_STORAGE_BUCKET: 'household-staff-riyadh.firebasestorage.app',
  VITE_SITE_URL: 'https://staff.example.com',
};
const emulator: Env = {
  VITE_USE_EMULATORS: 'true',
  VITE_FIREBASE_PROJECT_ID: 'demo-household-staff',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_APP_ID: 'demo-app-id',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-household-staff.appspot.com',
  VITE_SITE_URL: 'http://127.0.0.1:5000',
};

/** The browser bundle's config chunk as Vite/Rolldown minify it (fallbacks included, as in the real file). */
const browserConfig = (env: Env) =>
  `var e={BASE_URL:\`/\`,${Object.entries(env)
    .map(([key, value]) => `${key}:\`${value}\``)
    .join(',')}},t={projectId:e.VITE_FIREBASE_PROJECT_ID??\`demo-household-staff\`},r=\`127.0.0.1\`;export{t as i};`;
/** The pre-render bundle's env object (JSON-style keys). */
const ssrConfig = (env: Env) => `const env = ${JSON.stringify({ BASE_URL: '/', ...env }, null, 2)};`;
const pages = (site: string) => [
  { path: 'web/dist/robots.txt', text: `User-agent: *\nSitemap: ${site}/sitemap.xml\n` },
  { path: 'web/dist/sitemap.xml', text: `<urlset><url><loc>${site}/</loc></url></urlset>` },
];
const bundle = (env: Env, site = env.VITE_SITE_URL!) => [
  { path: 'web/dist/assets/config-x.js', text: browserConfig(env) },
  { path: 'functions/ssr/assets/config-y.js', text: ssrConfig(env) },
  ...pages(site),
];

const temp: string[] = [];
afterAll(() => {
  for (const folder of temp) rmSync(folder, { recursive: true, force: true });
});

/** Runs scripts/check-bundle.mjs on a folder holding `files`; its exit code and output. */
function runCli(files: { path: string; text: string }[]): { code: number; output: string } {
  const folder = mkdtempSync(path.join(tmpdir(), 'bundle-check-'));
  temp.push(folder);
  for (const file of files) {
    const target = path.join(folder, path.basename(path.dirname(file.path)), path.basename(file.path));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.text);
  }
  try {
    const output = execFileSync('node', [path.join(root, 'scripts/check-bundle.mjs'), folder], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { code: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: failed.stdout + failed.stderr };
  }
}

describe('the deploy bundle check', () => {
  it('reads the embedded env of both bundle shapes', () => {
    expect([...embeddedEnv(browserConfig(production)).VITE_FIREBASE_PROJECT_ID]).toEqual(['household-staff-riyadh']);
    expect([...embeddedEnv(ssrConfig(emulator)).VITE_USE_EMULATORS]).toEqual(['true']);
  });

  it('passes a production build for a real project (the demo fallbacks left in the code do not count)', () => {
    expect(bundleProblems(bundle(production))).toEqual([]);
    const cli = runCli(bundle(production));
    expect(cli.output).toContain('production build');
    expect(cli.code).toBe(0);
  });

  it('refuses the emulator build: emulators, demo project, localhost site', () => {
    const problems = bundleProblems(bundle(emulator)).join('\n');
    expect(problems).toContain('VITE_USE_EMULATORS=true');
    expect(problems).toContain('VITE_FIREBASE_PROJECT_ID=demo-household-staff');
    expect(problems).toContain('VITE_SITE_URL=http://127.0.0.1:5000');
    expect(problems).toContain('robots.txt links to http://127.0.0.1:5000/');
    const cli = runCli(bundle(emulator));
    expect(cli.code).toBe(1);
    expect(cli.output).toContain('refused');
  });

  it.each([
    ['a demo project alone', { ...production, VITE_FIREBASE_PROJECT_ID: 'demo-office' }],
    ['the example placeholder', { ...production, VITE_FIREBASE_PROJECT_ID: 'your-project-id' }],
    ['the emulator switch alone', { ...production, VITE_USE_EMULATORS: 'true' }],
    ['a localhost site address', { ...production, VITE_SITE_URL: 'http://localhost:5173' }],
    ['a plain http site address', { ...production, VITE_SITE_URL: 'http://staff.example.com' }],
  ])('refuses %s', (_title, env) => {
    expect(bundleProblems(bundle(env, production.VITE_SITE_URL)).length).toBeGreaterThan(0);
  });

  it('refuses static pages that still point at the local emulator, and a build without the production env', () => {
    expect(bundleProblems(bundle(production, 'http://127.0.0.1:5000')).join('\n')).toContain('sitemap.xml');
    const noEnv = [{ path: 'web/dist/assets/config-x.js', text: 'var t={projectId:`demo-household-staff`};' }];
    expect(bundleProblems(noEnv).join('\n')).toContain('web/.env.production.local is missing');
    expect(runCli([]).code).toBe(1);
  });
});
