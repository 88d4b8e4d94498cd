// The pre-render bundle the web build writes (functions/ssr: entry-server.js and template.html), loaded
// in Node for the build checks as the renderPage function loads it (functions/src/render/renderPage.ts),
// with the shape the model gives it (model/src/renderBundle.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RenderBundle } from '@household/model';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ssr = path.join(root, 'functions', 'ssr');
export const template = readFileSync(path.join(ssr, 'template.html'), 'utf8');

export const bundle = (await import(pathToFileURL(path.join(ssr, 'entry-server.js')).href)) as RenderBundle;
