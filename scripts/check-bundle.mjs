#!/usr/bin/env node
// npm run check-bundle: refuses to deploy a bundle that is not a production build for a real project
// (scripts/lib/bundleCheck.mjs): built for the emulators, a `demo-` or placeholder project, or a site
// address on localhost. Runs as the predeploy of hosting and functions (firebase.json), after the
// production build, so `firebase deploy` stops before uploading such a bundle. Reads web/dist and
// functions/ssr (or the folders given as arguments). Exit 0: production bundle; 1: refused.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleProblems } from './lib/bundleCheck.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folders = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['web/dist', 'functions/ssr'];

function filesIn(folder) {
  const absolute = path.resolve(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true })
    .map((name) => path.join(absolute, String(name)))
    .filter((file) => statSync(file).isFile() && /\.(m?js|html|xml|txt)$/.test(file))
    .map((file) => ({ path: path.relative(root, file), text: readFileSync(file, 'utf8') }));
}

const problems = [];
for (const folder of folders) {
  const files = filesIn(folder);
  if (files.length === 0) problems.push(`${folder}: no built files (npm run build:prod -w web builds both)`);
  else problems.push(...bundleProblems(files).map((problem) => `${folder}: ${problem}`));
}
if (problems.length === 0) {
  console.log(`Bundle check: ${folders.join(' and ')} are a production build.`);
} else {
  console.error('Bundle check: refused, this is not a production build for a real project:');
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exitCode = 1;
}
