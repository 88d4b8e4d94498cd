import type { Language } from '@household/model';
import { createInstance, type i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedOptions } from '@/i18n/resources';
import type { ComparedWorker } from '@/site/cv-facts/compareFacts';
import { WorkerCvFacts } from './WorkerCvFacts';

const now = new Date('2026-11-27T09:00:00Z');
// Assessed at 22:30 UTC on 30 September: 1 October in Riyadh (the office's day, not the server's).
const assessed = new Date('2026-09-30T22:30:00Z');

const maid: ComparedWorker = {
  type: 'Maid',
  country: 'PH',
  experienceYears: 6,
  age: 31,
  status: 'active',
  reservedUntil: null,
  availableFrom: null,
  expectedSalary: null,
  transferable: false,
  skills: ['cooking', 'laundry'],
  languages: ['en', 'ar'],
  skillFacts: {
    cooking: { willing: 'yes', years: 4, level: 3, assessedAt: assessed },
    childcare: { willing: 'no', years: null, level: null, assessedAt: null },
  },
  childcareBands: { m0to6: 'yes', y7plus: 'no' },
  languageLevels: { en: 'fluent' },
};

const i18n: Partial<Record<Language, I18n>> = {};
beforeAll(async () => {
  for (const language of ['en', 'ar'] as const) {
    const instance = createInstance();
    await instance.init({ ...sharedOptions, lng: language, initAsync: false });
    i18n[language] = instance;
  }
});

/** The page's markup, and each row's text by its id (`skill:cooking`). */
function render(language: Language, worker: ComparedWorker = maid) {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n[language]!}>
      <WorkerCvFacts staff={worker} now={now} />
    </I18nextProvider>,
  );
  const rows = new Map<string, string>();
  for (const match of html.matchAll(/<dd data-row="([^"]+)">(.*?)<\/dd>/g))
    rows.set(match[1]!, match[2]!.replace(/<[^>]+>/g, ''));
  return { html, rows };
}

describe('the structured CV on the worker page', () => {
  it('shows every skill of the type, the bands and the spoken languages, a missing fact as "not stated"', () => {
    const { rows, html } = render('en');
    expect([...rows.keys()]).toEqual([
      'skill:cooking',
      'skill:childcare',
      'skill:elderlyCare',
      'skill:cleaning',
      'skill:laundry',
      'band:m0to6',
      'band:m7to12',
      'band:y1to3',
      'band:y4to6',
      'band:y7plus',
      'language:en',
      'language:ar',
    ]);
    expect(rows.get('skill:cooking')).toBe('Willing4 yearsLevel 3 of 5, assessed 1 October 2026');
    expect(rows.get('skill:childcare')).toBe('Not willing');
    expect(rows.get('skill:elderlyCare')).toBe('Not stated');
    expect(rows.get('skill:laundry')).toBe('Listed skill · details not stated');
    expect(rows.get('band:m0to6')).toBe('Yes');
    expect(rows.get('band:y7plus')).toBe('No');
    expect(rows.get('band:m7to12')).toBe('Not stated');
    expect(rows.get('language:en')).toBe('Fluent');
    expect(rows.get('language:ar')).toBe('Speaks · level not stated');
    // No score or ranking: no percentage, no "x/10", no score or rank element.
    expect(html).not.toMatch(/%|\/10|(class|data-[a-z]+)="[^"]*(score|rank)/i);
  });

  it('says the same in Arabic, from the Arabic locale file, with the digits the page shows', () => {
    const { rows, html } = render('ar');
    expect(html).toContain('ما تذكره السيرة الذاتية');
    expect(rows.get('skill:elderlyCare')).toBe('غير مذكور');
    expect(rows.get('band:m7to12')).toBe('غير مذكور');
    const cooking = rows.get('skill:cooking')!;
    expect(cooking).not.toMatch(/[A-Za-z]/);
    expect(cooking).toContain('4');
    expect(cooking).toContain('2026');
    expect(cooking).toContain('1 أكتوبر 2026');
    expect(cooking).toContain('هـ');
  });

  it('has no childcare bands for a driver and never turns an empty CV into "no"', () => {
    const driver: ComparedWorker = {
      ...maid,
      type: 'Driver',
      skills: [],
      languages: ['en'],
      skillFacts: {},
      childcareBands: {},
      languageLevels: {},
    };
    const { rows } = render('en', driver);
    expect([...rows.keys()].some((id) => id.startsWith('band:'))).toBe(false);
    expect(rows.get('skill:vip')).toBe('Not stated');
    for (const [id, text] of rows) expect(text, id).not.toMatch(/^(No|Not willing)$/);
  });
});
