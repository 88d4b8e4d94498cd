import { describe, expect, it } from 'vitest';
import { countries, countryByCode, countryFromQuery, countryName, isCountryCode } from './countries';

describe('countries', () => {
  it('lists the seven countries of origin', () => {
    expect(countries.map((c) => c.code)).toEqual(['PH', 'IN', 'BD', 'LK', 'ET', 'KE', 'UG']);
  });

  it('reads the ?country= query by English name or code, ignoring case', () => {
    expect(countryFromQuery('Sri Lanka')?.code).toBe('LK');
    expect(countryFromQuery('sri lanka')?.code).toBe('LK');
    expect(countryFromQuery('ke')?.code).toBe('KE');
    expect(countryFromQuery('Narnia')).toBeUndefined();
    expect(countryFromQuery(null)).toBeUndefined();
  });

  it('names a country in either language', () => {
    const ethiopia = countryByCode('ET')!;
    expect(countryName(ethiopia, 'en')).toBe('Ethiopia');
    expect(countryName(ethiopia, 'ar')).toBe('إثيوبيا');
    expect(isCountryCode('UG')).toBe(true);
    expect(isCountryCode('US')).toBe(false);
  });
});
