import { describe, expect, it } from 'vitest';
import { countries, messageStatuses, skillsByType, staffLanguages, staffStatuses, staffTypes } from '@household/model';
import { availabilities } from '@household/model';
import { requestStatuses } from '@/admin/lib/requestAdminModel';
import { languageLabel } from '@/lib/languageNames';
import arAdmin from './ar/admin.json';
import arCommon from './ar/common.json';
import arPublic from './ar/public.json';
import enAdmin from './en/admin.json';
import enCommon from './en/common.json';
import enPublic from './en/public.json';

/**
 * Every code the model knows (skills, countries, languages, staff types and statuses, availability,
 * request and message statuses) has a label in both languages: a visitor or the office never reads a
 * raw code. Arabic labels are written in Arabic letters, English ones in Latin letters.
 */
const trees = {
  en: { admin: enAdmin, common: enCommon, public: enPublic },
  ar: { admin: arAdmin, common: arCommon, public: arPublic },
};
type Lang = keyof typeof trees;

function label(lang: Lang, ns: keyof (typeof trees)['en'], key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], trees[lang][ns]);
}

const arabic = /^[\u0600-\u06FF\s()\-0-9،.]+$/;
const english = /^[A-Za-z\s()\-0-9,.'/]+$/;

function expectBoth(ns: keyof (typeof trees)['en'], key: string) {
  const en = label('en', ns, key);
  const ar = label('ar', ns, key);
  expect(en, `${ns}:${key} (en)`).toMatch(english);
  expect(ar, `${ns}:${key} (ar)`).toMatch(arabic);
}

const allSkills = [...new Set(Object.values(skillsByType).flat())];

describe('every code has a label in both languages', () => {
  it.each(allSkills)('skill %s (public and admin)', (skill) => {
    expectBoth('public', `staffSkills.names.${skill}`);
    expectBoth('admin', `staff.form.skillNames.${skill}`);
  });
  it.each(staffTypes)('staff type %s', (type) => {
    expectBoth('public', `staff.type.${type}`);
    expectBoth('admin', `staff.types.${type}`);
    expectBoth('admin', `common.serviceTypes.${type}`);
  });
  it.each(staffStatuses)('staff status %s', (status) => expectBoth('admin', `staff.statuses.${status}`));
  it.each(availabilities)('availability %s', (availability) =>
    expectBoth('public', `staff.availability.${availability}`),
  );
  it.each(requestStatuses)('request status %s', (status) => {
    expectBoth('public', `track.status.${status}`);
    expectBoth('admin', `requests.status.${status}`);
  });
  it.each(messageStatuses)('message status %s', (status) => expectBoth('admin', `messages.status.${status}`));
  it.each(countries.map((country) => [country.code, country] as const))('country %s', (_code, country) => {
    expect(country.nameEn).toMatch(english);
    expect(country.nameAr).toMatch(arabic);
  });
  it.each(staffLanguages)('language %s', (code) => {
    expect(languageLabel(code, 'en')).toMatch(english);
    expect(languageLabel(code, 'ar')).toMatch(arabic);
  });
});
