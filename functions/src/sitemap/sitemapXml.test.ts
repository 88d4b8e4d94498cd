import { describe, expect, it } from 'vitest';
import { staffTypes, type StaffType } from '@household/model';
import {
  languageAddresses,
  lastmodValue,
  maxUrlsPerFile,
  maxWorkersPerFile,
  sitemapFileOf,
  sitemapFilePath,
  sitemapIndexXml,
  sitemapPages,
  sitemapXml,
  staticSitemapPaths,
  workerSitemapPages,
  type SitemapWorker,
} from './sitemapXml';

const origin = 'https://staff.example.com';

/** The `<url>` blocks of a sitemap, as text. */
const urls = (xml: string) => xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];

describe('sitemapXml', () => {
  it('lists each page in both languages, each with en, ar and x-default alternates', () => {
    const xml = sitemapXml(origin, [{ path: '/contact' }]);
    const [en, ar, ...rest] = urls(xml);
    expect(rest).toEqual([]);
    expect(en).toContain('<loc>https://staff.example.com/contact?lang=en</loc>');
    expect(ar).toContain('<loc>https://staff.example.com/contact?lang=ar</loc>');
    for (const entry of [en!, ar!]) {
      expect(entry).toContain('hreflang="en" href="https://staff.example.com/contact?lang=en"');
      expect(entry).toContain('hreflang="ar" href="https://staff.example.com/contact?lang=ar"');
      expect(entry).toContain('hreflang="x-default" href="https://staff.example.com/contact"');
      expect(entry).not.toContain('<lastmod>');
    }
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('gives a worker page its lastmod and its profile address', () => {
    const updatedAt = new Date(Date.UTC(2026, 10, 25, 9, 30, 12, 345));
    const xml = sitemapXml(origin, sitemapPages([{ refCode: 'MD-0142', updatedAt }]));
    const worker = urls(xml).filter((entry) => entry.includes('/workers/MD-0142'));
    expect(worker).toHaveLength(2);
    for (const entry of worker) expect(entry).toContain('<lastmod>2026-11-25T09:30:12Z</lastmod>');
    expect(worker[0]).toContain('hreflang="x-default" href="https://staff.example.com/workers/MD-0142"');
  });

  it('escapes what XML would read as markup', () => {
    const xml = sitemapXml(origin, [{ path: `/a&b<c>"d'` }]);
    expect(xml).toContain('<loc>https://staff.example.com/a&amp;b&lt;c&gt;&quot;d&#39;?lang=en</loc>');
    expect(xml).not.toContain('a&b');
  });

  it('holds the static pages with /costs and no visitor-only page', () => {
    const paths = sitemapPages([]).map((page) => page.path);
    expect(paths).toEqual([...staticSitemapPaths]);
    expect(paths).toContain('/costs');
    expect(paths).not.toContain('/shortlist');
    expect(paths.some((path) => path.startsWith('/admin'))).toBe(false);
  });
});

describe('languageAddresses', () => {
  it('builds the addresses the pages link (a trailing slash of the origin is dropped)', () => {
    expect(languageAddresses(`${origin}/`, '/')).toEqual({
      en: `${origin}/?lang=en`,
      ar: `${origin}/?lang=ar`,
      default: `${origin}/`,
    });
  });
});

describe('lastmodValue', () => {
  it('omits a missing or invalid date', () => {
    expect(lastmodValue(null)).toBeNull();
    expect(lastmodValue(new Date(Number.NaN))).toBeNull();
  });
});

describe('the sitemap at size (decision 031)', () => {
  const prefixes: Record<StaffType, string> = { Maid: 'MD', Cleaner: 'CL', Nanny: 'NN', Driver: 'DR', transfer: 'TR' };
  // 30,000 workers, most of them maids: 9,999 maids (the most one reference prefix allows), the rest spread.
  const share: Record<StaffType, number> = {
    Maid: 9_999,
    Cleaner: 6_000,
    Nanny: 6_000,
    Driver: 4_001,
    transfer: 4_000,
  };
  const workersOf = (type: StaffType): SitemapWorker[] =>
    Array.from({ length: share[type] }, (_, i) => ({
      refCode: `${prefixes[type]}-${String(i).padStart(4, '0')}`,
      updatedAt: new Date(Date.UTC(2026, 10, 1 + (i % 20))),
    }));

  it('one file per staff type keeps each within the protocol limit at 30,000 workers, listing each worker once', () => {
    expect(staffTypes.reduce((sum, type) => sum + share[type], 0)).toBe(30_000);
    expect(2 * (30_000 + staticSitemapPaths.length)).toBeGreaterThan(maxUrlsPerFile); // one file could not hold them
    let listed = 0;
    for (const type of staffTypes) {
      const xml = sitemapXml(origin, workerSitemapPages(workersOf(type)));
      const count = urls(xml).length;
      expect(count, type).toBe(2 * share[type]);
      expect(count, type).toBeLessThanOrEqual(maxUrlsPerFile);
      expect(Buffer.byteLength(xml), type).toBeLessThan(50 * 1024 * 1024); // the protocol's 50 MB
      listed += count / 2;
    }
    expect(listed).toBe(30_000);
    // A prefix allows 10,000 codes: twice that is within the per-file worker cap the query applies.
    expect(10_000).toBeLessThanOrEqual(maxWorkersPerFile);
    expect(maxWorkersPerFile * 2).toBeLessThanOrEqual(maxUrlsPerFile);
  });

  it('the index lists each file with its lastmod, and the file paths round-trip', () => {
    const xml = sitemapIndexXml(`${origin}/`, [
      { file: 'pages', lastModified: new Date(Date.UTC(2026, 10, 2)) },
      { file: 'transfer', lastModified: null },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      `<sitemap>\n    <loc>${origin}/sitemaps/pages.xml</loc>\n    <lastmod>2026-11-02T00:00:00Z</lastmod>\n  </sitemap>`,
    );
    expect(xml).toContain(`<loc>${origin}/sitemaps/transfer.xml</loc>\n  </sitemap>`);
    for (const file of ['pages', ...staffTypes] as const) expect(sitemapFileOf(sitemapFilePath(file))).toBe(file);
    expect(sitemapFileOf('/sitemaps/admin.xml')).toBeNull();
    expect(sitemapFileOf('/sitemaps/Maid.xml')).toBeNull();
  });
});
