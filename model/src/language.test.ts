import { describe, expect, it } from 'vitest';
import { directionOf, isLanguage, toLanguage } from './language.ts';

describe('language helpers', () => {
  it('maps regional and unknown codes to a shipped language', () => {
    expect(toLanguage('ar-SA')).toBe('ar');
    expect(toLanguage('EN-us')).toBe('en');
    expect(toLanguage('fr')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
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
