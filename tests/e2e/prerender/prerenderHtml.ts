// Reading the pre-rendered HTML as a link-preview bot does: plain HTTP, no JavaScript.
import { expect, type APIRequestContext } from '@playwright/test';

export const origin = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';

export interface ServedPage {
  status: number;
  html: string;
  lang: string | null;
  dir: string | null;
  prerendered: boolean;
  title: string;
  meta: (key: string) => string | null;
  canonical: string | null;
  /** The text inside <div id="root">, tags removed. */
  rootText: string;
  h1: string | null;
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function parsePage(status: number, html: string): ServedPage {
  const htmlTag = /<html\b([^>]*)>/.exec(html)?.[1] ?? '';
  const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(htmlTag)?.[1] ?? null;
  const root =
    /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json" id="prerender-data">/.exec(html)?.[1] ?? '';
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1];
  return {
    status,
    html,
    lang: attr('lang'),
    dir: attr('dir'),
    prerendered: /\bdata-prerendered\b/.test(htmlTag),
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    meta: (key) => {
      const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
      return found === undefined ? null : decode(found);
    },
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null,
    rootText: decode(
      root
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
    h1: h1 === undefined ? null : decode(h1.replace(/<[^>]+>/g, '').trim()),
  };
}

export async function served(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<ServedPage> {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  expect(response.headers()['content-type'] ?? '').toContain('text/html');
  return parsePage(response.status(), await response.text());
}

export const arabicLetters = /[\u0600-\u06FF]/;
