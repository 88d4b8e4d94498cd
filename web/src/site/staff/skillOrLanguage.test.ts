import { describe, expect, it } from 'vitest';
import {
  factFilterCount,
  keepFactSkills,
  parseAgeRange,
  parseFactFilters,
  searchString,
  skillsForTypes,
  writeFactFilters,
} from './skillOrLanguage';

describe('the facts filters in the URL (skills, languages, age, available now)', () => {
  it('offers the union of the types’ skills in set order, without repeats', () => {
    expect(skillsForTypes(['Cleaner'])).toEqual(['cleaning', 'laundry', 'deepCleaning', 'kitchenCare']);
    const maids = skillsForTypes(['Maid', 'Cleaner', 'Nanny']);
    expect(new Set(maids).size).toBe(maids.length);
    expect(maids).not.toContain('vip');
  });

  it('ignores what a visitor or a script could type: other types’ skills, unknown codes, lang=', () => {
    const skills = skillsForTypes(['Maid']);
    for (const query of [
      'skills=vip',
      'skills=__proto__',
      'languages=xx',
      'languages=EN',
      'lang=ar',
      'speaks=',
      'available=1',
    ])
      expect(parseFactFilters(new URLSearchParams(query), skills), query).toEqual({});
  });

  it('reads age ranges of 18 to 70 in any digits, min first', () => {
    expect(parseAgeRange('25-40')).toEqual({ min: 25, max: 40 });
    expect(parseAgeRange('٢٥-٤٠')).toEqual({ min: 25, max: 40 });
    expect(parseAgeRange(' 30 – 35 ')).toEqual({ min: 30, max: 35 });
    for (const odd of ['40-25', '10-20', '25', '25-', 'a-b', '25-40-50', ''])
      expect(parseAgeRange(odd), odd).toBeUndefined();
  });

  it('writes one canonical form and clears the older spellings', () => {
    const params = new URLSearchParams('skill=cooking&speaks=en&filter=skill:laundry&ageFrom=20&ageTo=30&lang=ar');
    writeFactFilters(params, { skills: ['cooking', 'laundry'], languages: ['en'], availableNow: true });
    expect(searchString(params)).toBe('?lang=ar&skills=cooking,laundry&languages=en&available=now');
    writeFactFilters(params, {});
    expect(searchString(params)).toBe('?lang=ar');
  });

  it('keeps only the skills of the new types, and counts each ticked fact', () => {
    expect(
      keepFactSkills({ skills: ['cooking', 'deepCleaning'], availableNow: true }, skillsForTypes(['Cleaner'])),
    ).toEqual({ skills: ['deepCleaning'], availableNow: true });
    expect(keepFactSkills({ skills: ['cooking'] }, skillsForTypes(['Cleaner']))).toEqual({});
    expect(factFilterCount({ skills: ['cooking', 'laundry'], languages: ['en'], age: { min: 20, max: 30 } })).toBe(4);
  });
});
