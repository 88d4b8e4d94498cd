import { describe, expect, it } from 'vitest';
import {
  heroImageVariantsFromStored,
  heroPicture,
  heroPreloads,
  heroVariantFileName,
  heroVariantSizes,
  heroVariantsFor,
  isHeroVariantPath,
  type HeroVariant,
} from './heroImage.ts';
import { siteSettingsFromStored } from './settings.ts';

const variant = (crop: HeroVariant['crop'], format: HeroVariant['format'], width: number): HeroVariant => ({
  path: `page-images/variants/h-${crop}-${width}.${format === 'jpeg' ? 'jpg' : 'avif'}`,
  url: `https://cdn.example/${crop}-${width}.${format}`,
  width,
  height: 100,
  format,
  crop,
});

describe('heroVariantSizes', () => {
  it('plans phone crops (3:4) and wide widths for a large photo', () => {
    expect(heroVariantSizes(4000, 3000)).toEqual([
      { crop: 'phone', width: 480, height: 640 },
      { crop: 'phone', width: 828, height: 1104 },
      { crop: 'wide', width: 828, height: 621 },
      { crop: 'wide', width: 1280, height: 960 },
      { crop: 'wide', width: 1920, height: 1440 },
    ]);
  });

  it('never upscales: the default hero (1280 x 560) gets its own widths', () => {
    expect(heroVariantSizes(1280, 560)).toEqual([
      { crop: 'phone', width: 420, height: 560 },
      { crop: 'wide', width: 828, height: 362 },
      { crop: 'wide', width: 1280, height: 560 },
    ]);
  });

  it('a portrait picture is its own phone crop; nothing for an empty one', () => {
    expect(heroVariantSizes(300, 600)[0]).toEqual({ crop: 'phone', width: 300, height: 600 });
    expect(heroVariantSizes(0, 600)).toEqual([]);
  });

  it('names files by crop, width and format', () => {
    expect(heroVariantFileName('heroImageUrl-17', { crop: 'wide', width: 828, height: 1 }, 'jpeg')).toBe(
      'heroImageUrl-17-wide-828.jpg',
    );
  });
});

describe('stored variants', () => {
  const stored = {
    source: 'https://cdn.example/hero.jpg',
    variants: [variant('phone', 'avif', 480), variant('wide', 'jpeg', 828)],
  };

  it('reads valid variants through the settings mapper', () => {
    expect(siteSettingsFromStored({ heroImageVariants: stored }).heroImageVariants).toEqual(stored);
    expect(siteSettingsFromStored({}).heroImageVariants).toBeNull();
  });

  it('drops a variant outside the variants folder, with an unsafe URL or an odd size or format', () => {
    const forged = [
      { ...variant('phone', 'avif', 480), path: 'cvs/secret.pdf' },
      { ...variant('phone', 'avif', 480), path: 'page-images/variants/../cvs/a.pdf' },
      { ...variant('phone', 'avif', 480), path: 'page-images/variants/a/b.avif' },
      { ...variant('phone', 'avif', 480), url: 'javascript:alert(1)' },
      { ...variant('phone', 'avif', 480), width: 1.5 },
      { ...variant('phone', 'avif', 480), format: 'svg' },
      { ...variant('phone', 'avif', 480), crop: 'square' },
    ];
    expect(heroImageVariantsFromStored({ source: stored.source, variants: forged })).toBeNull();
    expect(heroImageVariantsFromStored({ source: 'javascript:1', variants: stored.variants })).toBeNull();
    expect(isHeroVariantPath('page-images/variants/x.avif')).toBe(true);
    expect(isHeroVariantPath('page-images/x.avif')).toBe(false);
  });

  it('uses variants only for the picture they were made from', () => {
    const read = heroImageVariantsFromStored(stored);
    expect(heroVariantsFor('https://cdn.example/hero.jpg', read)).toHaveLength(2);
    expect(heroVariantsFor('https://cdn.example/other.jpg', read)).toEqual([]);
    expect(heroVariantsFor(null, read)).toEqual([]);
  });
});

describe('heroPicture and heroPreloads', () => {
  const all = [
    variant('wide', 'avif', 1280),
    variant('wide', 'avif', 828),
    variant('wide', 'jpeg', 828),
    variant('wide', 'jpeg', 1280),
    variant('phone', 'avif', 480),
    variant('phone', 'jpeg', 480),
  ];

  it('orders phone AVIF, phone JPEG, wide AVIF, and gives the img the wide JPEGs (widths ascending)', () => {
    const picture = heroPicture('/hero.jpg', all);
    expect(picture.sources).toEqual([
      {
        type: 'image/avif',
        media: '(max-width: 640px)',
        srcSet: 'https://cdn.example/phone-480.avif 480w',
        sizes: '130vw',
      },
      {
        type: 'image/jpeg',
        media: '(max-width: 640px)',
        srcSet: 'https://cdn.example/phone-480.jpeg 480w',
        sizes: '130vw',
      },
      {
        type: 'image/avif',
        srcSet: 'https://cdn.example/wide-828.avif 828w, https://cdn.example/wide-1280.avif 1280w',
        sizes: '100vw',
      },
    ]);
    expect(picture.img).toEqual({
      src: '/hero.jpg',
      srcSet: 'https://cdn.example/wide-828.jpeg 828w, https://cdn.example/wide-1280.jpeg 1280w',
      sizes: '100vw',
    });
  });

  it('preloads exactly the sources the picture picks first, split by the same media', () => {
    const picture = heroPicture('/hero.jpg', all);
    expect(heroPreloads(picture)).toEqual([
      {
        href: '/hero.jpg',
        imageSrcSet: picture.sources[0]!.srcSet,
        imageSizes: '130vw',
        type: 'image/avif',
        media: '(max-width: 640px)',
      },
      {
        href: '/hero.jpg',
        imageSrcSet: picture.sources[2]!.srcSet,
        imageSizes: '100vw',
        type: 'image/avif',
        media: '(min-width: 641px)',
      },
    ]);
  });

  it('without variants: the plain picture and one plain preload', () => {
    const picture = heroPicture('/hero.jpg', []);
    expect(picture).toEqual({ sources: [], img: { src: '/hero.jpg' } });
    expect(heroPreloads(picture)).toEqual([{ href: '/hero.jpg' }]);
  });
});
