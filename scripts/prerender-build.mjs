#!/usr/bin/env node
// Last step of `npm run build -w web` (docs/decisions/013-pre-rendered-html.md), after the client build
// (web/dist) and the SSR build of web/src/entry-server.tsx (functions/ssr/entry-server.js):
//   - the built index.html becomes the pre-renderer's template, functions/ssr/template.html;
//   - web/dist/index.html is renamed web/dist/app.html: Hosting serves a static file before any rewrite,
//     so an index.html would answer `/` without the pre-renderer; app.html is the browser-only shell that
//     firebase.json rewrites /admin/** to.
import { copyFileSync, existsSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'web', 'dist');
const ssr = path.join(root, 'functions', 'ssr');
const built = path.join(dist, 'index.html');

if (!existsSync(built)) {
  console.error(`prerender-build: ${built} is missing; run the client build first (npm run build -w web).`);
  process.exit(1);
}
if (!existsSync(path.join(ssr, 'entry-server.js'))) {
  console.error(`prerender-build: ${path.join(ssr, 'entry-server.js')} is missing; the SSR build did not run.`);
  process.exit(1);
}
copyFileSync(built, path.join(ssr, 'template.html'));
// The SSR bundle is ES modules; functions/package.json (CommonJS) would otherwise make Node guess.
writeFileSync(path.join(ssr, 'package.json'), '{ "type": "module" }\n');
renameSync(built, path.join(dist, 'app.html'));
console.log('prerender-build: functions/ssr/template.html written, web/dist/index.html moved to web/dist/app.html');
