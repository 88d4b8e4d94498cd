export const supportedLanguages = ['en', 'ar'] as const;
export type Language = (typeof supportedLanguages)[number];

/** localStorage key that remembers the visitor's language. */
export const languageStorageKey = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** Maps any i18next language code (`ar-SA`, `en-US`, undefined) to one we ship; English otherwise. */
export function toLanguage(code: string | null | undefined): Language {
  const base = (code ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : 'en';
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
