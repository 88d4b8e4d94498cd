import { publicStaffFromStored, emptySiteSettings, type Language } from '@household/model';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedOptions } from '@/i18n/resources';
import type { WorkerProfile } from '@/site/workers/api/workersApi';
import { cvDocumentTexts } from './cvDocumentTexts';

const now = new Date('2026-11-27T09:00:00Z');
const assessedAt = new Date('2026-10-01T00:00:00Z');
const stored = {
  refCode: 'MD-0142',
  name: 'Maria Santos',
  type: 'Maid',
  status: 'active',
  country: 'PH',
  experienceYears: 5,
  age: 31,
  expectedSalary: 1500,
  skills: ['cooking', 'cleaning'],
  languages: ['en', 'tl'],
  showPhoto: true,
  photoPath: 'staff-photos/a.jpg',
  transferable: false,
  descriptionEn: 'Calm and tidy.',
  descriptionAr: '',
  skillFacts: { cooking: { willing: 'yes', years: 4, level: 4, assessedAt } },
  childcareBands: { m0to6: 'no' },
  languageLevels: { en: 'fluent' },
};
const profileOf = (data: Record<string, unknown>): WorkerProfile => {
  const staff = publicStaffFromStored('w1', data);
  return { staff, skills: staff.skills, languages: staff.languages, reservedUntil: staff.reservedUntil };
};
const settings = { ...emptySiteSettings, licenseNumber: 'HRSD-1' };
const t: Record<Language, TFunction> = {} as never;

beforeAll(async () => {
  for (const language of ['en', 'ar'] as const) {
    const i18n = createInstance();
    await i18n.init({ ...sharedOptions, lng: language, initAsync: false });
    t[language] = i18n.getFixedT(language, 'public');
  }
});

const input = (language: Language, data: Record<string, unknown> = stored) => ({
  profile: profileOf(data),
  settings,
  countryCosts: [],
  language,
  origin: 'https://office.example',
  now,
});

describe('cvDocumentTexts', () => {
  it("lists the page's facts, then the structured CV's stated facts, in the language asked", () => {
    const en = cvDocumentTexts(t.en, input('en'));
    expect(en.sections.map((section) => section.heading)).toEqual([
      'Key facts',
      'Skills',
      'Childcare by age',
      'Languages',
    ]);
    expect(en.sections[0]!.rows).toContainEqual({ label: 'Age', value: '31' });
    expect(en.sections[0]!.rows).toContainEqual({ label: 'Experience', value: '5 years of experience' });
    expect(en.sections[1]!.rows[0]!.label).toBe('Cooking');
    expect(en.sections[1]!.rows[0]!.value).toMatch(/^Willing · 4 years · Level 4 of 5/);
    expect(en.licence).toBe('Licence no. HRSD-1');
    expect(en.profileUrl).toBe('https://office.example/workers/MD-0142?lang=en');
    expect(en.description).toEqual({ heading: 'About', text: 'Calm and tidy.' });

    const ar = cvDocumentTexts(t.ar, input('ar'));
    expect(ar.sections[0]!.rows).toContainEqual({ label: 'الخبرة', value: 'خبرة 5 سنوات' });
    expect(ar.officeName).toBe('مكتب الرياض للعمالة المنزلية');
    expect(ar.href).toMatch(/^\/cv-pdf\/MD-0142\.pdf\?lang=ar&v=[0-9a-z]+$/);
    // The English description stands in for a missing Arabic one, as on the page.
    expect(ar.description?.text).toBe('Calm and tidy.');
  });

  it('leaves out the structured CV facts not stated, and has no religion or health fact', () => {
    const en = cvDocumentTexts(t.en, input('en'));
    const values = en.sections.flatMap((section) => section.rows.map((row) => row.value));
    expect(values).not.toContain('Not stated');
    // A listed skill without details says so, as /compare does (never "no").
    expect(values).toContain('Listed skill · details not stated');
    expect(JSON.stringify(en)).not.toMatch(/religio|health/i);
  });

  it('shows the photo only with consent and never for a transfer worker', () => {
    expect(cvDocumentTexts(t.en, input('en')).withPhoto).toBe(true);
    expect(cvDocumentTexts(t.en, input('en', { ...stored, showPhoto: false })).withPhoto).toBe(false);
    expect(cvDocumentTexts(t.en, input('en', { ...stored, type: 'transfer', transferable: true })).withPhoto).toBe(
      false,
    );
  });

  it('gives an edit a new address, and keeps the address from one day to the next', () => {
    const href = cvDocumentTexts(t.en, input('en')).href;
    expect(cvDocumentTexts(t.en, input('en', { ...stored, age: 32 })).href).not.toBe(href);
    const tomorrow = { ...input('en'), now: new Date('2026-11-28T09:00:00Z') };
    const later = cvDocumentTexts(t.en, tomorrow);
    expect(later.href).toBe(href);
    expect(later.madeOn).toBe('Made on 28 November 2026');
  });

  it("adds the cost lines the profile shows: a transfer's own lines with the total", () => {
    const transfer = {
      ...stored,
      type: 'transfer',
      transferable: true,
      transferTerms: { priorTransfers: 0, occupationChange: false, officeFeeSar: 2000, insuranceSar: null },
    };
    const en = cvDocumentTexts(t.en, input('en', transfer));
    const cost = en.sections[en.sections.length - 1]!;
    expect(cost.rows[0]!.value).toMatch(/2,000\.00/);
    expect(cost.rows.map((row) => row.label)).toContain('Total with VAT');
    expect(
      cvDocumentTexts(t.en, input('en'))
        .sections.map((section) => section.rows.map((row) => row.label))
        .flat(),
    ).not.toContain('Total with VAT');
  });
});
