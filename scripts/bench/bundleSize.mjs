// Public first-load JavaScript of the built site (docs/architecture.md#performance-budgets), shared by the bundle
// budget test (tests/build/bundleBudget.test.ts) and `npm run bench`.
//
// "First load" = what the home page loads before it is interactive: the entry chunk of
// index.html, every chunk it imports statically (recursively, from the Vite manifest), and every
// <script type="module"> / <link rel="modulepreload"> in the built index.html. Lazy route chunks
// (dynamicImports) are NOT counted: they load when their route is visited.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultDistDir = path.join(rootDir, 'web', 'dist');

/** docs/architecture.md#performance-budgets: at most 250 KB of gzipped JavaScript on the first load of `/`. */
export const firstLoadBudgetBytes = 250 * 1024;

/**
 * The entry chunk's own share (web/src/main.tsx and what it imports statically: the early handlers): it runs
 * before anything else on every public page, on a phone's first second (docs/decisions/017).
 */
export const entryBudgetBytes = 6 * 1024;

/** Code that must never be in the public first load, recognised by strings that survive minification. */
export const forbiddenMarkers = [
  { name: 'full Cloud Firestore SDK (firebase/firestore, realtime)', marker: 'WebChannelConnection' },
  { name: 'reactfire', marker: 'FirebaseAppProvider' },
  { name: 'reactfire', marker: 'reactfire' },
];

/** Manifest sources whose chunks must stay lazy (the admin portal). */
export const forbiddenSources = [/src\/app\/admin\//, /\/admin\//];

function readManifest(distDir) {
  for (const candidate of [path.join(distDir, '.vite', 'manifest.json'), path.join(distDir, 'manifest.json')]) {
    if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, 'utf8'));
  }
  throw new Error(
    `No Vite manifest in ${distDir}: build the web app first (npm run build -w web) with build.manifest: true`,
  );
}

function htmlScripts(html) {
  const files = [];
  for (const match of html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["'][^>]*>/g))
    files.push(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["'][^>]*>/g))
    files.push(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*\bhref=["']([^"']+)["'][^>]*\brel=["']modulepreload["'][^>]*>/g))
    files.push(match[1]);
  return files.map((file) => file.replace(/^\//, ''));
}

/**
 * @param {string} [distDir]
 * @returns {{ files: { file: string, source: string | null, bytes: number, gzipBytes: number }[], totalBytes: number,
 *   totalGzipBytes: number, budgetBytes: number, withinBudget: boolean, forbidden: string[], lazyChunks: number,
 *   entry: { file: string, gzipBytes: number, budgetBytes: number } }}
 */
export function firstLoadJs(distDir = defaultDistDir) {
  const manifest = readManifest(distDir);
  // The build renames index.html to app.html (scripts/prerender-build.mjs); same page, same scripts.
  const html = readFileSync(
    path.join(distDir, existsSync(path.join(distDir, 'app.html')) ? 'app.html' : 'index.html'),
    'utf8',
  );
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, chunk }]));

  const entryKey =
    Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html')) ??
    Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk');

  // Walk static imports from the entry, plus anything index.html loads or preloads itself.
  const keys = new Set();
  const visit = (key) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  // The entry's own dynamic imports always load, and theirs: web/src/main.tsx imports the early layer
  // (app/startPage.ts) after the first paint of a pre-rendered page, and that imports the app (app/boot.tsx;
  // docs/decisions/013, 031). They count; the route chunks the app imports lazily do not.
  for (const imported of manifest[entryKey].dynamicImports ?? []) {
    visit(imported);
    for (const next of manifest[imported]?.dynamicImports ?? []) visit(next);
  }
  for (const file of htmlScripts(html)) {
    const found = byFile.get(file);
    if (found) visit(found.key);
    else keys.add(`file:${file}`);
  }

  const files = [...keys]
    .map((key) => {
      const file = key.startsWith('file:') ? key.slice(5) : manifest[key].file;
      const source = key.startsWith('file:') ? null : (manifest[key].src ?? key);
      return { file, source };
    })
    .filter(({ file }) => file.endsWith('.js') || file.endsWith('.mjs'))
    .map(({ file, source }) => {
      const code = readFileSync(path.join(distDir, file));
      return { file, source, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length, code };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);

  const forbidden = [];
  for (const { file, source, code } of files) {
    const text = code.toString('utf8');
    for (const { name, marker } of forbiddenMarkers)
      if (text.includes(marker)) forbidden.push(`${name} (marker "${marker}") in ${file}`);
    if (source && forbiddenSources.some((pattern) => pattern.test(source)))
      forbidden.push(`admin chunk ${source} (${file}) is statically imported`);
  }

  const lazyChunks = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry).length;
  const entryFile = manifest[entryKey].file;
  const entry = files.find((f) => f.file === entryFile);
  const totalBytes = files.reduce((sum, f) => sum + f.bytes, 0);
  const totalGzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return {
    files: files.map(({ file, source, bytes, gzipBytes }) => ({ file, source, bytes, gzipBytes })),
    totalBytes,
    totalGzipBytes,
    budgetBytes: firstLoadBudgetBytes,
    withinBudget: totalGzipBytes <= firstLoadBudgetBytes,
    forbidden: [...new Set(forbidden)],
    lazyChunks,
    entry: { file: entryFile, gzipBytes: entry?.gzipBytes ?? 0, budgetBytes: entryBudgetBytes },
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A short human-readable report of the first load. */
export function formatFirstLoad(result) {
  const lines = [
    `Public first-load JS (home page, before interactive): ${kb(result.totalGzipBytes)} gzipped (${kb(result.totalBytes)} raw), budget ${kb(result.budgetBytes)}`,
  ];
  for (const f of result.files)
    lines.push(`  ${kb(f.gzipBytes).padStart(9)} gz  ${f.file}${f.source ? `  (${f.source})` : ''}`);
  lines.push(`  lazy chunks not counted: ${result.lazyChunks}`);
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = firstLoadJs(process.argv[2] ? path.resolve(process.argv[2]) : defaultDistDir);
  console.log(formatFirstLoad(result));
  if (result.forbidden.length > 0) console.log(`Forbidden in first load:\n  ${result.forbidden.join('\n  ')}`);
  process.exit(result.withinBudget && result.forbidden.length === 0 ? 0 : 1);
}
