import { describe, expect, it } from 'vitest';
import { staffLanguages } from '@household/model';
import { languageLabel, staffLanguageNames, staffLanguagesByName } from './languageNames';

describe('languageLabel', () => {
  it('names every staff language as Intl.DisplayNames does, in both languages', () => {
    for (const code of staffLanguages) {
      for (const language of ['en', 'ar'] as const) {
        expect(staffLanguageNames[code][language], `${code} in ${language}`).toBe(
          new Intl.DisplayNames([language], { type: 'language' }).of(code),
        );
      }
    }
  });

  it('names a language in the page language', () => {
    expect(languageLabel('ar', 'en')).toBe('Arabic');
    expect(languageLabel('en', 'ar')).toBe('الإنجليزية');
  });

  it('asks Intl for a code outside the table, and returns the code itself when Intl cannot name it', () => {
    expect(languageLabel('fr', 'en')).toBe('French');
    expect(languageLabel('not a code', 'en')).toBe('not a code');
    // Not Object.prototype.toString: the table is looked up by own keys only (Intl lower-cases the tag).
    expect(languageLabel('toString', 'en')).toBe('tostring');
  });
});

describe('staffLanguagesByName', () => {
  it('lists every staff language once, alphabetically in the page language', () => {
    expect(
      staffLanguagesByName('en')
        .slice(0, 3)
        .map((l) => l.label),
    ).toEqual(['Amharic', 'Arabic', 'Bangla']);
    for (const language of ['en', 'ar'] as const) {
      const labels = staffLanguagesByName(language).map((l) => l.label);
      const collator = new Intl.Collator(language);
      expect(labels).toEqual([...labels].sort((a, b) => collator.compare(a, b)));
      expect(new Set(staffLanguagesByName(language).map((l) => l.code))).toEqual(new Set(staffLanguages));
    }
    expect(staffLanguagesByName('ar')[0]).toEqual({ code: 'am', label: 'الأمهرية' });
  });
});
