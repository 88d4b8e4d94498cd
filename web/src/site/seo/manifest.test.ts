import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manifestHref } from './manifest';

const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../../public${file}`, import.meta.url), 'utf8')) as Record<string, unknown>;

describe('web app manifests', () => {
  it('have names in the page language, with rtl for Arabic, and the 192 and 512 icons', () => {
    const en = read(manifestHref('en'));
    const ar = read(manifestHref('ar'));
    expect(en).toMatchObject({ lang: 'en', dir: 'ltr', start_url: '/?lang=en' });
    expect(ar).toMatchObject({ lang: 'ar', dir: 'rtl', start_url: '/?lang=ar' });
    expect(ar.name).toMatch(/[\u0600-\u06FF]/);
    for (const manifest of [en, ar]) {
      const sizes = (manifest.icons as Array<{ sizes: string; src: string }>).map((icon) => icon.sizes);
      expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
      for (const icon of manifest.icons as Array<{ src: string; type: string }>) {
        const bytes = readFileSync(new URL(`../../../public${icon.src}`, import.meta.url));
        if (icon.type === 'image/png') expect(bytes.subarray(1, 4).toString()).toBe('PNG');
      }
    }
  });
});
