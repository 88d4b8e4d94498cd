import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  parseLayout,
  parseMaidsFilters,
  parseSpecialty,
  parseTransferFilters,
  withLayout,
  withMaidsFilters,
  withMaidsType,
  withSpecialty,
  withTransferFilters,
} from './urlFilters';
import { searchString } from './skillOrLanguage';

describe('maids filters in the URL', () => {
  it('parses the English country name, type, experience and transfer=true', () => {
    const params = new URLSearchParams('country=Sri%20Lanka&type=Nanny&experience=mid&transfer=true&lang=ar');
    expect(parseMaidsFilters(params)).toEqual({ country: 'LK', type: 'Nanny', experience: 'mid', transferable: true });
  });

  it('ignores unknown values', () => {
    expect(parseMaidsFilters(new URLSearchParams('country=Mars&type=Driver&experience=guru&transfer=yes'))).toEqual({});
  });

  it('round-trips and keeps unrelated parameters', () => {
    const params = withMaidsFilters(new URLSearchParams('lang=ar&view=list&type=Maid'), {
      country: 'PH',
      experience: 'senior',
    });
    expect(params.get('lang')).toBe('ar');
    expect(params.get('view')).toBe('list');
    expect(params.get('type')).toBeNull();
    expect(params.get('country')).toBe('PH');
    expect(parseMaidsFilters(params)).toEqual({ country: 'PH', experience: 'senior' });
  });

  it('counts active filters', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ type: 'Maid', transferable: true })).toBe(2);
  });

  it('keeps the layout (grid by default)', () => {
    expect(parseLayout(new URLSearchParams())).toBe('grid');
    expect(parseLayout(withLayout(new URLSearchParams(), 'list'))).toBe('list');
    expect(withLayout(new URLSearchParams('view=list'), 'grid').has('view')).toBe(false);
  });

  it('parses the drivers specialty', () => {
    expect(parseSpecialty(new URLSearchParams('specialty=vip'))).toBe('vip');
    expect(parseSpecialty(new URLSearchParams('specialty=rally'))).toBeUndefined();
    expect(withSpecialty(new URLSearchParams('specialty=vip'), undefined).has('specialty')).toBe(false);
  });

  it('reads the old one-skill-or-language addresses as lists, against the chosen type’s skills', () => {
    expect(parseMaidsFilters(new URLSearchParams('skill=homework'))).toEqual({ skills: ['homework'] });
    expect(parseMaidsFilters(new URLSearchParams('type=Cleaner&skill=homework'))).toEqual({ type: 'Cleaner' });
    expect(parseMaidsFilters(new URLSearchParams('type=Cleaner&speaks=am&country=Ethiopia'))).toEqual({
      type: 'Cleaner',
      country: 'ET',
      languages: ['am'],
    });
    expect(parseMaidsFilters(new URLSearchParams('filter=language:en'))).toEqual({ languages: ['en'] });
    expect(parseMaidsFilters(new URLSearchParams('skill=vip'))).toEqual({});
  });

  it('reads several skills and languages, comma lists and repeated parameters alike, an age range and available=now', () => {
    const canonical = parseMaidsFilters(
      new URLSearchParams('skills=cooking,childcare&languages=ar,en&country=PH&age=25-40&available=now'),
    );
    expect(canonical).toEqual({
      country: 'PH',
      skills: ['cooking', 'childcare'],
      languages: ['ar', 'en'],
      age: { min: 25, max: 40 },
      availableNow: true,
    });
    // The GET form: checkbox groups repeat the parameter, the age comes as two fields (any digits).
    expect(
      parseMaidsFilters(
        new URLSearchParams(
          'skills=childcare&skills=cooking&languages=en&languages=ar&country=PH&ageFrom=٢٥&ageTo=40&available=now',
        ),
      ),
    ).toEqual(canonical);
    expect(parseMaidsFilters(new URLSearchParams('age=40-25&available=soon&skills=vip,cooking'))).toEqual({
      skills: ['cooking'],
    });
    expect(parseMaidsFilters(new URLSearchParams('age=10-30'))).toEqual({});
  });

  it('writes the canonical address and drops a skill the newly chosen type lacks', () => {
    const params = withMaidsFilters(new URLSearchParams('lang=ar&speaks=en&skill=laundry&filter=skill:x'), {
      skills: ['cooking', 'childcare'],
      languages: ['ar', 'en'],
      country: 'PH',
      age: { min: 25, max: 40 },
      availableNow: true,
    });
    expect(searchString(params)).toBe(
      '?lang=ar&country=PH&skills=cooking,childcare&languages=ar,en&age=25-40&available=now',
    );
    expect(withMaidsType({ skills: ['cooking'] }, 'Cleaner')).toEqual({ type: 'Cleaner' });
    expect(withMaidsType({ skills: ['cooking'] }, 'Nanny')).toEqual({ type: 'Nanny', skills: ['cooking'] });
    expect(withMaidsType({ type: 'Nanny', languages: ['en'] }, undefined)).toEqual({ languages: ['en'] });
    expect(activeFilterCount({ languages: ['en', 'ar'], availableNow: true })).toBe(3);
  });

  it('parses and writes the transfer page’s facts filters', () => {
    expect(parseTransferFilters(new URLSearchParams('skill=elderlyCare'))).toEqual({ skills: ['elderlyCare'] });
    expect(parseTransferFilters(new URLSearchParams('skill=deepCleaning'))).toEqual({});
    expect(parseTransferFilters(new URLSearchParams('speaks=si'))).toEqual({ languages: ['si'] });
    const params = withTransferFilters(new URLSearchParams('lang=en&skill=cooking'), {});
    expect(params.toString()).toBe('lang=en');
  });
});

describe('the structured CV filters in the URL (issue 36)', () => {
  it('reads childcare bands, willing to and the GET form level fields by model codes; writes one canonical form', () => {
    const params = new URLSearchParams(
      'childcare=y1to3&childcare=m0to6&childcare=teens&willing=cooking&willing=vip&levelSkill=childcare&minLevel=٣',
    );
    const filters = parseMaidsFilters(params);
    expect(filters).toEqual({
      childcare: ['m0to6', 'y1to3'],
      willing: ['cooking'],
      level: { skill: 'childcare', min: 3 },
    });
    expect(activeFilterCount(filters)).toBe(4);
    const written = withMaidsFilters(new URLSearchParams('lang=ar'), filters);
    expect(searchString(written)).toBe('?lang=ar&childcare=m0to6,y1to3&willing=cooking&level=childcare:3');
    expect(parseMaidsFilters(written)).toEqual(filters);
  });

  it('ignores a level without a skill, out of 1-5, or of a skill the type lacks', () => {
    expect(parseMaidsFilters(new URLSearchParams('minLevel=3'))).toEqual({});
    expect(parseMaidsFilters(new URLSearchParams('level=cooking:6'))).toEqual({});
    expect(parseMaidsFilters(new URLSearchParams('type=Cleaner&level=childcare:2'))).toEqual({ type: 'Cleaner' });
    expect(withMaidsType({ willing: ['childcare'], level: { skill: 'childcare', min: 2 } }, 'Cleaner')).toEqual({
      type: 'Cleaner',
    });
  });
});
