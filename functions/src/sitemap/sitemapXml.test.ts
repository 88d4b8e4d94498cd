import { describe, expect, it } from 'vitest';
import { languageAddresses, lastmodValue, sitemapPages, sitemapXml, staticSitemapPaths } from './sitemapXml';

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
