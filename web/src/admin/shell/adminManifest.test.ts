import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminManifestHref } from './useAdminManifest';

const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../../public${file}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const iconsOf = (manifest: Record<string, unknown>) =>
  manifest.icons as Array<{ src: string; type: string; sizes: string }>;

describe('the admin manifest', () => {
  it('is the portal’s own: opens /admin in its own scope, in the admin’s language, with its own icons', () => {
    const site = read('/manifest.webmanifest');
    const en = read(adminManifestHref('en'));
    const ar = read(adminManifestHref('ar'));
    expect(en).toMatchObject({ lang: 'en', dir: 'ltr', start_url: '/admin?lang=en', scope: '/admin', id: '/admin' });
    expect(ar).toMatchObject({ lang: 'ar', dir: 'rtl', start_url: '/admin?lang=ar', scope: '/admin', id: '/admin' });
    expect(ar.name).toMatch(/[\u0600-\u06FF]/);
    expect(en.name).not.toBe(site.name);
    const siteIcons = new Set(iconsOf(site).map((icon) => icon.src));
    for (const manifest of [en, ar]) {
      expect(iconsOf(manifest).map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
      for (const icon of iconsOf(manifest)) {
        expect(siteIcons.has(icon.src)).toBe(false);
        const bytes = readFileSync(new URL(`../../../public${icon.src}`, import.meta.url));
        if (icon.type === 'image/png') expect(bytes.subarray(1, 4).toString()).toBe('PNG');
      }
    }
  });
});
