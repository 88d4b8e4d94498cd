import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { heroPreloads } from '@household/model';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultHeroVariants } from './defaultHeroVariants';
import { HeroPicture } from './HeroPicture';
import { heroPictureFor } from './heroSources';

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));
const uploaded = 'https://firebasestorage.googleapis.com/v0/b/demo/o/page-images%2FheroImageUrl-1.jpg?alt=media';
const stored = {
  source: uploaded,
  variants: [
    {
      path: 'page-images/variants/heroImageUrl-1-phone-480.avif',
      url: 'https://cdn.example/phone-480.avif',
      width: 480,
      height: 640,
      format: 'avif' as const,
      crop: 'phone' as const,
    },
  ],
};

describe('heroPictureFor', () => {
  it('gives the bundled default its committed files, each of them present with the size it claims', () => {
    const picture = heroPictureFor(defaultHeroVariants.source, null);
    expect(picture.sources.map((source) => `${source.media ?? 'any'} ${source.type}`)).toEqual([
      '(max-width: 640px) image/avif',
      '(max-width: 640px) image/jpeg',
      'any image/avif',
    ]);
    expect(picture.img.src).toBe('/media/defaults/hero.jpg');
    for (const variant of defaultHeroVariants.variants) {
      const file = `${publicDir}${variant.url}`;
      expect(existsSync(file), file).toBe(true);
      // A phone must not download more than the picture it replaces.
      expect(readFileSync(file).length).toBeLessThan(readFileSync(`${publicDir}/media/defaults/hero.jpg`).length);
    }
  });

  it("uses an uploaded hero's variants only for the address they were made from", () => {
    expect(heroPictureFor(uploaded, stored).sources).toHaveLength(1);
    expect(heroPictureFor(`${uploaded}&v=2`, stored)).toEqual({ sources: [], img: { src: `${uploaded}&v=2` } });
  });
});

describe('HeroPicture', () => {
  it('renders the <picture> whose first sources the preloads name (same srcset, sizes, type, media)', () => {
    const html = renderToStaticMarkup(createElement(HeroPicture, { src: defaultHeroVariants.source, variants: null }));
    expect(html).toMatch(
      /^<picture><source type="image\/avif" media="\(max-width: 640px\)" srcSet="[^"]+420w" sizes="130vw"\/>/,
    );
    expect(html).toContain('fetchPriority="high"');
    for (const preload of heroPreloads(heroPictureFor(defaultHeroVariants.source, null))) {
      expect(html).toContain(`srcSet="${preload.imageSrcSet}" sizes="${preload.imageSizes}"`);
      expect(html).toContain(`type="${preload.type}"`);
    }
  });

  it('is a plain picture around the image when there are no variants', () => {
    const html = renderToStaticMarkup(createElement(HeroPicture, { src: '/media/x.jpg', variants: null }));
    expect(html).toBe(
      '<picture><img class="hero__image" src="/media/x.jpg" alt="" width="1280" height="560" fetchPriority="high" data-testid="hero-image"/></picture>',
    );
  });
});
