// The pre-render bundle the web build writes (functions/ssr: entry-server.js and template.html), loaded
// in Node for the build checks as the renderPage function loads it (functions/src/render/renderPage.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ssr = path.join(root, 'functions', 'ssr');
export const template = readFileSync(path.join(ssr, 'template.html'), 'utf8');

/** What the tests call of the bundle; `source` stands in for the function's Admin SDK reads. */
export interface RenderModule {
  templateProblem(template: string): string | null;
  renderPage(request: {
    url: string;
    cookie?: string | null;
    acceptLanguage?: string | null;
    origin: string;
    template: string;
    source: Record<string, (...args: string[]) => Promise<unknown>>;
  }): Promise<{ status: number; html: string; language: string; negotiated: boolean }>;
}

export const bundle = (await import(pathToFileURL(path.join(ssr, 'entry-server.js')).href)) as RenderModule;
