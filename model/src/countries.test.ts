import { describe, expect, it } from 'vitest';
import { countryCodes } from './common.ts';
import { countries, countryByCode, countryName } from './countries.ts';

describe('countries', () => {
  it('names every country code once, in both languages (Arabic in Arabic letters, English in Latin)', () => {
    expect(countries.map((country) => country.code).sort()).toEqual([...countryCodes].sort());
    for (const code of countryCodes) {
      const country = countryByCode(code)!;
      expect(countryName(country, 'en')).toMatch(/^[A-Z][A-Za-z ]+$/);
      expect(countryName(country, 'ar')).toMatch(/^[\u0600-\u06FF ]+$/);
    }
  });
  it('has no emoji flags (the flag is an image drawn from the code)', () => {
    expect(JSON.stringify(countries)).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });
});
