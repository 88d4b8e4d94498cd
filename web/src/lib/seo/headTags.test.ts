import { describe, expect, it } from 'vitest';
import { absoluteImageUrl, buildHeadTags, escapeHtml, headTagsHtml } from './headTags';

const base = {
  description: 'Maid with 5 years',
  path: '/workers/MD-0142',
  portal: 'Household Staff Portal',
  origin: 'https://staff.example.com',
};

function meta(tags: ReturnType<typeof buildHeadTags>, key: string): string | undefined {
  return tags.metas.find((item) => item.key === key)?.content;
}

describe('buildHeadTags', () => {
  it('makes og:url, og:image and canonical absolute, in the page language', () => {
    const tags = buildHeadTags({ ...base, title: 'Maid MD-0142', language: 'ar', image: '/photos/MD-0142' });
    expect(tags.title).toBe('Maid MD-0142 | Household Staff Portal');
    expect(meta(tags, 'og:url')).toBe('https://staff.example.com/workers/MD-0142?lang=ar');
    expect(meta(tags, 'og:image')).toBe('https://staff.example.com/photos/MD-0142');
    expect(meta(tags, 'twitter:image')).toBe('https://staff.example.com/photos/MD-0142');
    expect(meta(tags, 'og:locale')).toBe('ar_SA');
    expect(tags.links[0]).toEqual({ rel: 'canonical', href: 'https://staff.example.com/workers/MD-0142?lang=ar' });
  });

  it('uses the default share image when there is none or it is not http(s)', () => {
    expect(meta(buildHeadTags({ ...base, title: 'x', language: 'en' }), 'og:image')).toBe(
      'https://staff.example.com/media/defaults/hero.jpg',
    );
    expect(absoluteImageUrl('https://a.example/', 'javascript:alert(1)')).toBe(
      'https://a.example/media/defaults/hero.jpg',
    );
    expect(absoluteImageUrl('https://a.example', 'https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
  });

  it('adds robots noindex only for error pages', () => {
    expect(meta(buildHeadTags({ ...base, title: 'x', language: 'en' }), 'robots')).toBeUndefined();
    expect(meta(buildHeadTags({ ...base, title: 'x', language: 'en', noindex: true }), 'robots')).toBe('noindex');
  });
});

describe('headTagsHtml', () => {
  it('escapes quotes and tags in admin or worker text so nothing breaks out of the head', () => {
    const html = headTagsHtml(
      buildHeadTags({
        ...base,
        title: '</title><script>alert(1)</script>',
        description: '" onload="x',
        language: 'en',
      }),
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('" onload');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Household Staff Portal</title>',
    );
    expect(html).toContain('<meta name="description" content="&quot; onload=&quot;x" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('preview image size, alt and structured data', () => {
  it('adds og:image:width/height/alt and twitter:image:alt only when given', () => {
    const plain = buildHeadTags({ ...base, title: 'x', language: 'en' });
    expect(meta(plain, 'og:image:width')).toBeUndefined();
    expect(meta(plain, 'og:image:alt')).toBeUndefined();
    const tags = buildHeadTags({
      ...base,
      title: 'x',
      language: 'en',
      image: '/og/MD-0142.png?lang=en&v=1',
      imageSize: { width: 1200, height: 630 },
      imageAlt: 'MD-0142 · Domestic worker',
    });
    expect(meta(tags, 'og:image')).toBe('https://staff.example.com/og/MD-0142.png?lang=en&v=1');
    expect(meta(tags, 'og:image:width')).toBe('1200');
    expect(meta(tags, 'og:image:height')).toBe('630');
    expect(meta(tags, 'og:image:alt')).toBe('MD-0142 · Domestic worker');
    expect(meta(tags, 'twitter:image:alt')).toBe('MD-0142 · Domestic worker');
    expect(meta(tags, 'twitter:card')).toBe('summary_large_image');
  });

  it('writes JSON-LD as data blocks that no text can end', () => {
    const html = headTagsHtml(
      buildHeadTags({ ...base, title: 'x', language: 'en', jsonLd: ['{"name":"</script><b>"}'] }),
    );
    expect(html).toContain(
      '<script type="application/ld+json" data-page-jsonld>{"name":"\\u003c/script>\\u003cb>"}</script>',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
