import { describe, expect, it } from 'vitest';
import { factScanLimit, isAgeRange, matchesStaffFacts, type StaffFactFilter } from './staffFacts.ts';

const now = new Date('2026-11-25T12:00:00Z');
const worker = {
  skills: ['cooking', 'childcare', 'laundry'] as const,
  languages: ['ar', 'en', 'tl'] as const,
  age: 30,
  status: 'active' as const,
  reservedUntil: null,
  availableFrom: null,
  skillFacts: {},
  childcareBands: {},
};
const none: StaffFactFilter = { skills: [], languages: [], age: null, availableNow: false };

describe('matchesStaffFacts', () => {
  it('needs every skill AND every language asked for', () => {
    const w = { ...worker, skills: [...worker.skills], languages: [...worker.languages] };
    expect(matchesStaffFacts(w, none, now)).toBe(true);
    expect(matchesStaffFacts(w, { ...none, skills: ['cooking', 'childcare'], languages: ['ar', 'en'] }, now)).toBe(
      true,
    );
    expect(matchesStaffFacts(w, { ...none, skills: ['cooking', 'elderlyCare'] }, now)).toBe(false);
    expect(matchesStaffFacts(w, { ...none, languages: ['en', 'hi'] }, now)).toBe(false);
  });
  it('keeps the age inside the range (both ends included); an unknown age never matches a range', () => {
    const w = { ...worker, skills: [...worker.skills], languages: [...worker.languages] };
    expect(matchesStaffFacts(w, { ...none, age: { min: 30, max: 40 } }, now)).toBe(true);
    expect(matchesStaffFacts(w, { ...none, age: { min: 25, max: 30 } }, now)).toBe(true);
    expect(matchesStaffFacts(w, { ...none, age: { min: 31, max: 40 } }, now)).toBe(false);
    expect(matchesStaffFacts({ ...w, age: null }, { ...none, age: { min: 18, max: 70 } }, now)).toBe(false);
  });
  it('available now: not reserved, no start date ahead', () => {
    const w = { ...worker, skills: [...worker.skills], languages: [...worker.languages] };
    const later = new Date('2027-01-01T00:00:00Z');
    expect(matchesStaffFacts(w, { ...none, availableNow: true }, now)).toBe(true);
    expect(matchesStaffFacts({ ...w, reservedUntil: later }, { ...none, availableNow: true }, now)).toBe(false);
    expect(matchesStaffFacts({ ...w, availableFrom: later }, { ...none, availableNow: true }, now)).toBe(false);
    expect(matchesStaffFacts({ ...w, availableFrom: later }, none, now)).toBe(true);
  });
  it('the structured CV filters (issue 36): a stated yes or a level at least the minimum; not stated never matches', () => {
    const w = {
      ...worker,
      skills: [...worker.skills],
      languages: [...worker.languages],
      skillFacts: { cooking: { willing: 'yes' as const, years: 3, level: 4, assessedAt: now } },
      childcareBands: { y1to3: 'yes' as const, m0to6: 'no' as const },
    };
    const cv = { childcare: [], willing: [], level: null };
    expect(matchesStaffFacts(w, { ...none, cv: { ...cv, childcare: ['y1to3'] } }, now)).toBe(true);
    expect(matchesStaffFacts(w, { ...none, cv: { ...cv, childcare: ['m0to6'] } }, now)).toBe(false);
    expect(matchesStaffFacts(w, { ...none, cv: { ...cv, willing: ['cooking'] } }, now)).toBe(true);
    expect(matchesStaffFacts(w, { ...none, cv: { ...cv, willing: ['laundry'] } }, now)).toBe(false);
    expect(matchesStaffFacts(w, { ...none, cv: { ...cv, level: { skill: 'cooking', min: 4 } } }, now)).toBe(true);
    expect(matchesStaffFacts(w, { ...none, cv: { ...cv, level: { skill: 'cooking', min: 5 } } }, now)).toBe(false);
    expect(
      matchesStaffFacts(
        { ...worker, skills: [], languages: [] },
        { ...none, cv: { ...cv, childcare: ['y1to3'] } },
        now,
      ),
    ).toBe(false);
  });
  it('age ranges are whole years from 18 to 70, min first', () => {
    expect(isAgeRange({ min: 25, max: 40 })).toBe(true);
    expect(isAgeRange({ min: 40, max: 25 })).toBe(false);
    expect(isAgeRange({ min: 10, max: 25 })).toBe(false);
    expect(isAgeRange({ min: 25.5, max: 30 })).toBe(false);
  });
  it('bounds the reads of one page request', () => {
    expect(factScanLimit(12)).toBe(120);
    expect(factScanLimit(60)).toBe(240);
  });
});
