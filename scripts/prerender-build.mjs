#!/usr/bin/env node
// Last step of `npm run build -w web` (docs/decisions/013-pre-rendered-html.md), after the client build
// (web/dist) and the SSR build of web/src/entry-server.tsx (functions/ssr/entry-server.js):
//   - the built index.html, with its stylesheet inlined and its entry script loaded after the first paint,
//     becomes the pre-renderer's template, functions/ssr/template.html;
//   - web/dist/index.html is renamed web/dist/app.html: Hosting serves a static file before any rewrite,
//     so an index.html would answer `/` without the pre-renderer; app.html is the browser-only shell that
//     firebase.json rewrites /admin/** to.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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
// The pre-rendered pages carry the stylesheet inline: one round trip less before the first paint (the CSP
// allows inline styles; the admin shell keeps the cacheable file). The pre-renderer reduces it to the rules
// the page's markup uses (web/src/site/server/criticalCss.ts, decision 036); the browser then loads the
// rest from a file of the same rules, marked on the inline style as data-rules. The @font-face rules are
// in neither: they are a style of their own before the head scripts, `media="not all"` (parsed, neither
// applied nor fetched), which the first head script enables when a previous page cached the faces
// (web/src/styles/cachedFaces.ts, decision 039). data-faces is their version: a deploy with other faces
// asks for them again.
const html = readFileSync(built, 'utf8');
const stylesheet = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;
const found = stylesheet.exec(html);
let template = html;
// The end of the page's own head tags, which the pre-renderer replaces (its template's other head tags follow).
const headEnd = '<!--head-end-->';
if (!template.includes(headEnd)) throw new Error(`prerender-build: the built index.html has no ${headEnd}`);
if (found) {
  const css = readFileSync(path.join(dist, found[1]), 'utf8');
  // Minified @font-face blocks hold no nested braces.
  const fontFace = /@font-face\{[^}]*\}/g;
  const faces = (css.match(fontFace) ?? []).join('');
  const rules = css.replace(fontFace, '');
  const rulesFile = `assets/rules-${createHash('sha256').update(rules).digest('hex').slice(0, 10)}.css`;
  writeFileSync(path.join(dist, rulesFile), rules);
  const safe = (text) => text.replace(/<\/style/gi, '<\\/style');
  const version = createHash('sha256').update(faces).digest('hex').slice(0, 10);
  template = template
    .replace(stylesheet, () => `<style data-rules="/${rulesFile}">${safe(rules)}</style>`)
    .replace(headEnd, () => `${headEnd}\n    <style data-faces="${version}" media="not all">${safe(faces)}</style>`);
}
// The entry's module script becomes a <meta name="app-entry">: the third head script adds the script after
// the first paint (web/src/site/early/head/loadEntry.ts, decision 043). As a module script in the head the
// browser fetched it while parsing and ran it before it painted: on a phone one request and its evaluation
// more before the first screen, which the page does not need to be read or tapped (decision 017). The meta
// goes before the head scripts (right after the page's own head tags), so that the script finds it at once
// on a page that is not pre-rendered.
const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const entryFound = entry.exec(template);
if (!entryFound) throw new Error('prerender-build: the built index.html has no entry <script type="module">');
template = template
  .replace(entry, '')
  .replace(headEnd, () => `${headEnd}\n    <meta name="app-entry" content="${entryFound[1]}" />`);
writeFileSync(path.join(ssr, 'template.html'), template);
// The SSR bundle is ES modules; functions/package.json (CommonJS) would otherwise make Node guess.
writeFileSync(path.join(ssr, 'package.json'), '{ "type": "module" }\n');
renameSync(built, path.join(dist, 'app.html'));
// The sitemap's lastmod of the static pages starts from their texts' and code's last change (decision 031):
// the newest commit touching them (null outside a git checkout: the sitemap then uses the data's dates).
function textsChangedAt() {
  try {
    const sources = ['web/src/locales', 'web/src/site', 'model/src/contentDefaults.ts'];
    const out = execFileSync('git', ['log', '-1', '--format=%cI', '--', ...sources], { cwd: root, encoding: 'utf8' });
    return out.trim() || null;
  } catch {
    return null;
  }
}
writeFileSync(path.join(ssr, 'site-texts.json'), `${JSON.stringify({ textsChangedAt: textsChangedAt() })}\n`);
console.log('prerender-build: functions/ssr/template.html written, web/dist/index.html moved to web/dist/app.html');
