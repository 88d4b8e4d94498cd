/**
 * The sitemap (`/sitemap.xml`) and robots.txt as text: pure, unit tested. Every page is listed in both
 * languages (`?lang=en`, `?lang=ar`: the language lives in the address, docs/decisions/017), each entry
 * with the hreflang alternates en, ar and `x-default` (the bare address, which negotiates the language),
 * the same addresses the pages' own `<link rel="alternate">` tags carry (web/src/lib/seo/pageTitle.ts).
 */
// The one escaper (HTML's five characters are XML's too; `&#39;` is valid XML).
import {
  escapeHtml as escapeXml,
  indexedPublicPaths,
  staffTypes,
  workerPagePath,
  type StaffType,
} from '@household/model';

export interface SitemapPage {
  /** Site path, e.g. `/contact` or `/workers/MD-0142`. */
  path: string;
  /** When the page's content last changed; omitted when unknown. */
  lastModified?: Date | null;
}

/** The public pages that are not a worker's (one list, in the model; e2e specs walk it too). */
export const staticSitemapPaths = indexedPublicPaths;

/** A published worker as the sitemap needs it. */
export interface SitemapWorker {
  refCode: string;
  updatedAt: Date | null;
}

/** Static pages first, then one page per worker (its profile address, model workerPagePath). */
export function sitemapPages(workers: readonly SitemapWorker[]): SitemapPage[] {
  return [...staticSitemapPaths.map((path) => ({ path })), ...workerSitemapPages(workers)];
}

/** One page per worker, by refCode. */
export function workerSitemapPages(workers: readonly SitemapWorker[]): SitemapPage[] {
  return [...workers]
    .sort((a, b) => a.refCode.localeCompare(b.refCode))
    .map((worker) => ({ path: workerPagePath(worker.refCode), lastModified: worker.updatedAt }));
}

/** The sitemap protocol's limit of addresses in one file (sitemaps.org). */
export const maxUrlsPerFile = 50_000;
/** Each page is listed once per language. */
export const urlsPerPage = 2;
/**
 * At most this many workers in one file (the protocol's limit, two addresses each). The files are one
 * per staff type (`/sitemaps/maid.xml` ...), and a type's reference codes (`MD-` and four digits) allow
 * 10,000 workers, so a file holds at most 20,000 addresses; the worker query stops at this cap anyway.
 */
export const maxWorkersPerFile = Math.floor(maxUrlsPerFile / urlsPerPage);

/**
 * The sitemap's files (decision 031): `/sitemap.xml` is an index of `/sitemaps/pages.xml` (the static
 * pages) and one `/sitemaps/{type}.xml` per staff type that has a published worker.
 */
export type SitemapFile = 'pages' | StaffType;
export function sitemapFilePath(file: SitemapFile): string {
  return `/sitemaps/${file.toLowerCase()}.xml`;
}

/** The file a `/sitemaps/{name}.xml` path names, else null (the function answers 404). */
export function sitemapFileOf(path: string): SitemapFile | null {
  const name = /^\/sitemaps\/([a-z]+)\.xml$/.exec(path)?.[1];
  if (!name) return null;
  if (name === 'pages') return 'pages';
  return staffTypes.find((type) => type.toLowerCase() === name) ?? null;
}

export interface SitemapIndexEntry {
  file: SitemapFile;
  lastModified: Date | null;
}

export function sitemapIndexXml(origin: string, entries: readonly SitemapIndexEntry[]): string {
  const base = origin.replace(/\/+$/, '');
  const items = entries.map((entry) => {
    const lastmod = lastmodValue(entry.lastModified);
    return [
      '  <sitemap>',
      `    <loc>${escapeXml(`${base}${sitemapFilePath(entry.file)}`)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      '  </sitemap>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...items,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The page's addresses: each language's and the bare one (`x-default`). */
export function languageAddresses(origin: string, path: string): { en: string; ar: string; default: string } {
  const bare = `${origin.replace(/\/+$/, '')}${path}`;
  return { en: `${bare}?lang=en`, ar: `${bare}?lang=ar`, default: bare };
}

/** W3C date (the sitemap protocol's `lastmod`), UTC: `2026-11-25T09:30:00Z`; null for a missing or invalid date. */
export function lastmodValue(date: Date | null | undefined): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const entries: string[] = [];
  for (const page of pages) {
    const addresses = languageAddresses(origin, page.path);
    const alternates = [
      ['en', addresses.en],
      ['ar', addresses.ar],
      ['x-default', addresses.default],
    ]
      .map(([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href!)}"/>`)
      .join('\n');
    const lastmod = lastmodValue(page.lastModified);
    for (const loc of [addresses.en, addresses.ar])
      entries.push(
        [
          '  <url>',
          `    <loc>${escapeXml(loc)}</loc>`,
          alternates,
          ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
          '  </url>',
        ].join('\n'),
      );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
