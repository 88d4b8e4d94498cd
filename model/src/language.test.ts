import { describe, expect, it } from 'vitest';
import { directionOf, isLanguage, languageOf, queryLanguage, toLanguage } from './language.ts';

describe('language helpers', () => {
  it('maps regional and unknown codes to a shipped language', () => {
    expect(toLanguage('ar-SA')).toBe('ar');
    expect(toLanguage('EN-us')).toBe('en');
    expect(toLanguage('fr')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });

  it('reads a code by its primary subtag, or names none', () => {
    expect(languageOf(' AR-sa ')).toBe('ar');
    expect(languageOf('en_GB')).toBe('en');
    expect(languageOf('arabic')).toBeNull();
    expect(languageOf('fr')).toBeNull();
    expect(languageOf(null)).toBeNull();
  });

  it("takes a query's last lang value, the one an appended lang sets", () => {
    expect(queryLanguage('?lang=en&lang=ar')).toBe('ar');
    expect(queryLanguage('?lang=ar&q=1&lang=en-US')).toBe('en');
    expect(queryLanguage('?lang=ar&lang=fr')).toBeNull();
    expect(queryLanguage('?q=1')).toBeNull();
    expect(queryLanguage('')).toBeNull();
  });

  it('knows which languages are supported', () => {
    expect(isLanguage('ar')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(3)).toBe(false);
  });

  it('gives Arabic a right-to-left direction', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
