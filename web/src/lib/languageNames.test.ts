import { describe, expect, it } from 'vitest';
import { languageLabel } from './languageNames';

describe('languageLabel', () => {
  it('names a language in the page language, the same in repeated calls', () => {
    expect(languageLabel('ar', 'en')).toBe('Arabic');
    expect(languageLabel('en', 'ar')).toBe('الإنجليزية');
    expect(languageLabel('ar', 'en')).toBe('Arabic');
  });

  it('returns the code itself when Intl cannot name it', () => {
    expect(languageLabel('not a code', 'en')).toBe('not a code');
  });
});
