import { describe, expect, it } from 'vitest';
import { downloadUrl, heroWork } from './heroWork';

const bucket = 'demo.appspot.com';
const download = (path: string) =>
  `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=t`;
const heroA = download('page-images/heroImageUrl-1.jpg');
const heroB = download('page-images/heroImageUrl-2.png');
const variantsOf = (source: string, base: string) => ({
  source,
  variants: [
    {
      path: `page-images/variants/${base}-phone-480.avif`,
      url: download(`page-images/variants/${base}-phone-480.avif`),
      width: 480,
      height: 640,
      format: 'avif',
      crop: 'phone',
    },
  ],
});

describe('heroWork', () => {
  it('makes variants for a newly uploaded hero in the page-images folder', () => {
    expect(heroWork({}, { heroImageUrl: heroA }, [bucket])).toEqual({
      generateFrom: 'page-images/heroImageUrl-1.jpg',
      source: heroA,
      stale: [],
      clearField: false,
    });
  });

  it('does nothing more once the variants are recorded for that address (its own write)', () => {
    const after = { heroImageUrl: heroA, heroImageVariants: variantsOf(heroA, 'heroImageUrl-1') };
    expect(heroWork({ heroImageUrl: heroA }, after, [bucket])).toEqual({
      generateFrom: null,
      source: heroA,
      stale: [],
      clearField: false,
    });
  });

  it('a replaced hero: new variants, the former ones stale', () => {
    const before = { heroImageUrl: heroA, heroImageVariants: variantsOf(heroA, 'heroImageUrl-1') };
    const after = { ...before, heroImageUrl: heroB };
    const work = heroWork(before, after, [bucket]);
    expect(work.generateFrom).toBe('page-images/heroImageUrl-2.png');
    expect(work.stale).toEqual(['page-images/variants/heroImageUrl-1-phone-480.avif']);
    expect(work.clearField).toBe(true);
  });

  it('a removed hero, the default, or a foreign or variant address: no variants made, former ones go', () => {
    const before = { heroImageUrl: heroA, heroImageVariants: variantsOf(heroA, 'heroImageUrl-1') };
    for (const heroImageUrl of [
      null,
      '/media/defaults/hero.jpg',
      'https://elsewhere.example/hero.jpg',
      download('cvs/s1.pdf'),
      download('page-images/variants/heroImageUrl-1-phone-480.avif'),
    ]) {
      const work = heroWork(before, { ...before, heroImageUrl }, [bucket]);
      expect(work.generateFrom).toBeNull();
      expect(work.stale).toHaveLength(1);
    }
  });

  it('never deletes outside the variants folder, whatever the stored field says', () => {
    const forged = variantsOf(heroA, 'x');
    forged.variants.push({ ...forged.variants[0]!, path: 'cvs/s1.pdf' });
    forged.variants.push({ ...forged.variants[0]!, path: 'page-images/heroImageUrl-1.jpg' });
    const work = heroWork({ heroImageVariants: forged }, {}, [bucket]);
    expect(work.stale).toEqual(['page-images/variants/x-phone-480.avif']);
  });
});

describe('downloadUrl', () => {
  it("builds the Firebase download URL, the emulator's when it runs, a URL heroWork reads back", () => {
    const path = 'page-images/variants/h-phone-480.avif';
    expect(downloadUrl(bucket, path, 't', undefined)).toBe(
      `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/page-images%2Fvariants%2Fh-phone-480.avif?alt=media&token=t`,
    );
    expect(downloadUrl(bucket, path, 't', '127.0.0.1:9199')).toMatch(/^http:\/\/127\.0\.0\.1:9199\/v0\/b\//);
  });
});
