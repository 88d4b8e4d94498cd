import type { Language } from '@household/model';
import { writeFileSync } from 'node:fs';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedOptions } from '@/i18n/resources';
import { estimatedWidth, fittedSize, previewCardSvg } from './previewCardSvg';
import { previewAltText, previewCardTexts, previewImageHref, type PreviewStaff } from './previewCardTexts';

const maid: PreviewStaff = {
  refCode: 'MD-0142',
  type: 'Maid',
  country: 'PH',
  experienceYears: 5,
  showPhoto: false,
  photoPath: 'staff-photos/a.jpg',
};
const t: Record<Language, TFunction> = {} as never;

beforeAll(async () => {
  for (const language of ['en', 'ar'] as const) {
    const i18n = createInstance();
    await i18n.init({ ...sharedOptions, lng: language, initAsync: false });
    t[language] = i18n.t;
  }
});

describe('previewCardTexts', () => {
  it('says the job, country and experience in the page language, from the locale files', () => {
    const en = previewCardTexts(t.en, maid, 'en');
    expect(en).toMatchObject({ refCode: 'MD-0142', job: 'Domestic worker', experience: '5 years of experience' });
    expect(en.country).toEqual({ code: 'PH', name: 'Philippines' });
    const ar = previewCardTexts(t.ar, maid, 'ar');
    expect(ar.experience).toBe('خبرة 5 سنوات');
    expect(ar.job).not.toBe(en.job);
    expect(ar.officeName).toBe('مكتب الرياض للعمالة المنزلية');
  });

  it('draws the photo only with the worker consent', () => {
    expect(previewCardTexts(t.en, maid, 'en').withPhoto).toBe(false);
    expect(previewCardTexts(t.en, { ...maid, showPhoto: true }, 'en').withPhoto).toBe(true);
    expect(previewCardTexts(t.en, { ...maid, showPhoto: true, photoPath: null }, 'en').withPhoto).toBe(false);
  });

  it('gives each language and each edit its own image address, and an alt text of what it shows', () => {
    const en = previewCardTexts(t.en, maid, 'en');
    const href = previewImageHref(en, maid.photoPath);
    expect(href).toMatch(/^\/og\/MD-0142\.png\?lang=en&v=[0-9a-z]+$/);
    expect(previewImageHref(previewCardTexts(t.ar, maid, 'ar'), maid.photoPath)).toMatch(/lang=ar/);
    expect(previewImageHref(previewCardTexts(t.en, { ...maid, experienceYears: 6 }, 'en'), null)).not.toBe(href);
    // Without consent the photo's path does not enter the address (nothing to refresh).
    expect(previewImageHref(en, 'staff-photos/other.jpg')).toBe(href);
    expect(previewAltText(en)).toBe(
      'MD-0142 · Domestic worker · Philippines · 5 years of experience · Riyadh Household Staff',
    );
  });
});

describe('previewCardSvg', () => {
  it('is a 1200x630 drawing with the texts escaped and the site flag', () => {
    const texts = { ...previewCardTexts(t.en, maid, 'en'), officeName: 'A & B <Office>' };
    const svg = previewCardSvg(texts, null);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
    expect(svg).toContain('A &amp; B &lt;Office&gt;');
    expect(svg).not.toContain('<Office>');
    expect(svg).toContain('fill="#0038a8"'); // the Philippine flag's blue (site/lib/flags.tsx)
    expect(svg).not.toContain('<image');
  });

  it('mirrors the Arabic card and sets it right-to-left in the Arabic font', () => {
    const svg = previewCardSvg(previewCardTexts(t.ar, maid, 'ar'), null);
    expect(svg).toContain('font-family="IBM Plex Sans Arabic, Inter"');
    expect(svg).toContain('direction="rtl" text-anchor="end"');
    expect(svg).toContain('>خبرة ٥ سنوات</text>');
    expect(svg).toContain('font-family="Inter">MD-0142</text>');
  });

  it('draws the photo only when the texts allow it', () => {
    const photo = 'data:image/jpeg;base64,AAAA';
    expect(previewCardSvg(previewCardTexts(t.en, maid, 'en'), photo)).not.toContain('<image');
    const consented = previewCardSvg(previewCardTexts(t.en, { ...maid, showPhoto: true }, 'en'), photo);
    expect(consented).toContain(`href="${photo}"`);
  });

  it('shrinks a text that would overflow its width', () => {
    expect(fittedSize('MD-0142', 108, 1056)).toBe(108);
    const long = 'A very long office name that goes on and on and on';
    const size = fittedSize(long, 34, 400);
    expect(size).toBeLessThan(34);
    expect(estimatedWidth(long, size)).toBeLessThanOrEqual(400);
  });
});

// For a look at the drawing: PREVIEW_SVG_DIR=/tmp/x npx vitest run src/site/workers/preview
if (process.env.PREVIEW_SVG_DIR)
  it('writes sample cards', () => {
    const dir = process.env.PREVIEW_SVG_DIR!;
    for (const language of ['en', 'ar'] as const)
      for (const [name, staff] of [
        ['card', maid],
        ['long', { ...maid, refCode: 'TR-0777', type: 'transfer', country: 'LK', experienceYears: 12 }],
      ] as const)
        writeFileSync(
          `${dir}/${name}-${language}.svg`,
          previewCardSvg(previewCardTexts(t[language], staff, language), null),
        );
  });
