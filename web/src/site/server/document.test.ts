import { describe, expect, it } from 'vitest';
import { renderDocument } from './document';

const template =
  '<!doctype html><html lang="en"><head><!--head-start--><title>x</title><!--head-end--></head><body><div id="root"><!--app-html--></div></body></html>';
const parts = { headHtml: '<title>Page</title>', appHtml: '<main></main>', dataJson: '{}' };

describe('renderDocument', () => {
  it('writes the language and direction, and preloads no font (decision 031, 2026-11-28)', () => {
    const html = renderDocument(template, { ...parts, language: 'ar' });
    expect(html).toContain('<html lang="ar" dir="rtl" data-prerendered>');
    expect(html).not.toContain('as="font"');
  });
});

describe('renderDocument: the hero preloads', () => {
  it('writes each preload with its srcset, sizes, type and media, escaped', () => {
    const html = renderDocument(template, {
      ...parts,
      language: 'en',
      preloadImages: [
        {
          href: '/hero.jpg',
          imageSrcSet: '/p-480.avif 480w, /p-828.avif?a=1&b=2 828w',
          imageSizes: '130vw',
          type: 'image/avif',
          media: '(max-width: 640px)',
        },
        { href: '/plain.jpg' },
      ],
    });
    expect(html).toContain(
      '<link rel="preload" as="image" href="/hero.jpg" fetchpriority="high" imagesrcset="/p-480.avif 480w, /p-828.avif?a=1&amp;b=2 828w" imagesizes="130vw" type="image/avif" media="(max-width: 640px)" />',
    );
    expect(html).toContain('<link rel="preload" as="image" href="/plain.jpg" fetchpriority="high" />');
  });

  it('preloads no image without a list', () => {
    expect(renderDocument(template, { ...parts, language: 'en' })).not.toContain('as="image"');
  });
});
