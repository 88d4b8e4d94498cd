import { describe, expect, it } from 'vitest';
import { planCvWrite, type StoredCv } from './cvWrite';

const oct1 = new Date('2026-10-01T00:00:00Z');
const cooking = { willing: 'yes' as const, years: 4, level: 3, assessedAt: oct1 };
const laundry = { willing: 'no' as const, years: null, level: null, assessedAt: null };
const stored: StoredCv = {
  type: 'Maid',
  languages: ['en', 'ar'],
  skillFacts: { cooking, laundry },
  childcareBands: { m0to6: 'yes' },
  languageLevels: { en: 'fluent', ar: 'basic' },
};
const worker = { name: 'Maria', type: 'Maid' as const, languages: ['en', 'ar'] as ('en' | 'ar')[] };

describe('the structured CV written in an update of its own (decision 028)', () => {
  it('keeps the CV out of the worker’s write and writes a new worker’s stated parts after it', () => {
    const plan = planCvWrite(
      { ...worker, skillFacts: { cooking }, childcareBands: {}, languageLevels: { en: 'good' as const } },
      'new',
    );
    expect(plan).toEqual({
      main: { ...worker, skillFacts: {}, childcareBands: {}, languageLevels: {} },
      cv: { skillFacts: { cooking }, languageLevels: { en: 'good' } },
    });
    expect(planCvWrite({ ...worker, skillFacts: {}, childcareBands: {}, languageLevels: {} }, 'new').cv).toBeNull();
  });

  it('writes only the changed parts, and nothing when the CV is as stored', () => {
    const same = { ...worker, skillFacts: { cooking, laundry }, childcareBands: { m0to6: 'yes' as const } };
    expect(planCvWrite({ ...same, languageLevels: stored.languageLevels }, stored)).toEqual({
      main: worker,
      cv: null,
    });
    expect(planCvWrite({ ...same, languageLevels: {} }, stored).cv).toEqual({ languageLevels: {} });
    expect(planCvWrite(worker, stored).cv).toBeNull();
  });

  it('on a type or language change empties the stored CV and brings back what stays valid', () => {
    const plan = planCvWrite({ ...worker, type: 'Nanny' as const, languages: ['en'] }, stored);
    expect(plan.main).toEqual({
      ...worker,
      type: 'Nanny',
      languages: ['en'],
      skillFacts: {},
      childcareBands: {},
      languageLevels: {},
    });
    // Nanny skills keep cooking (not laundry); the level of Arabic goes with the language.
    expect(plan.cv).toEqual({
      skillFacts: { cooking },
      childcareBands: { m0to6: 'yes' },
      languageLevels: { en: 'fluent' },
    });
    const driver = planCvWrite({ ...worker, type: 'Driver' as const, childcareBands: {} }, stored);
    expect(driver).toMatchObject({ main: { skillFacts: {} }, cv: { languageLevels: stored.languageLevels } });
    expect(driver.cv).not.toHaveProperty('skillFacts');
  });

  it('empties and rewrites what the form carries when the stored CV is not known (a retried save)', () => {
    expect(planCvWrite({ ...worker, childcareBands: { y7plus: 'no' as const } }, 'unknown')).toEqual({
      main: { ...worker, skillFacts: {}, childcareBands: {}, languageLevels: {} },
      cv: { childcareBands: { y7plus: 'no' } },
    });
  });
});
