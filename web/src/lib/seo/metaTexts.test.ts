import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { countries, repeatedContentWord, staffTypes } from '@household/model';
import { sharedOptions } from '@/i18n/resources';
import { pageTitle } from './pageTitle';

/**
 * Link previews and page descriptions (what search results and WhatsApp show) say each thing once,
 * in both languages, and the home title fits a search result (about 60 characters).
 */
const i18n = createInstance();
await i18n.init({ ...sharedOptions, lng: 'en' });

const pageMetaKeys = [
  ...['home', 'recruitment', 'contact', 'ratings', 'help', 'emergency', 'about', 'privacy', 'terms'].flatMap((page) => [
    `meta.${page}Title`,
    `meta.${page}Description`,
  ]),
  'track.title',
  'track.description',
  'shortlist.title',
  'shortlist.description',
  'staff.transfer.title',
  'staff.transfer.subtitle',
  'staff.maids.subtitle',
  'staff.drivers.title',
  'staff.drivers.subtitle',
];

describe.each(['en', 'ar'] as const)('link previews in %s', (lng) => {
  const t = i18n.getFixedT(lng, 'public');
  const portal = i18n.getFixedT(lng, 'common')('brand.portal');

  it.each(pageMetaKeys)('%s says each word once', (key) => {
    const text = t(key);
    expect(text, key).not.toBe(key);
    expect(repeatedContentWord(text), text).toBeNull();
  });

  it('a worker profile preview says each word once, for every type and experience', () => {
    for (const type of staffTypes)
      for (const count of [0, 1, 2, 3, 5, 11, 20]) {
        const typeLabel = t(`staff.type.${type}`);
        const title = t('workerProfile.metaTitle', { type: typeLabel, refCode: 'MD-0142' });
        const years = t('staff.experience.years', { count });
        const description = t('workerProfile.metaDescription', { type: typeLabel, refCode: 'MD-0142', years });
        expect(repeatedContentWord(`${title} ${description}`.replace(title, '')), description).toBeNull();
        expect(repeatedContentWord(description), description).toBeNull();
      }
  });

  it('a country page title says each word once', () => {
    for (const country of countries) {
      const name = lng === 'ar' ? country.nameAr : country.nameEn;
      expect(repeatedContentWord(t('staff.maids.titleCountry', { country: name }))).toBeNull();
    }
  });

  it('the home title fits a search result (at most 60 characters with the site name)', () => {
    expect(pageTitle(t('meta.homeTitle'), portal).length).toBeLessThanOrEqual(60);
  });
});
