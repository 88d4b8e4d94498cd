/**
 * The site's two languages: the one list and type every workspace uses (pages, stored `locale` fields,
 * settings, mails, functions). English is the fallback for anything that is not one of ours.
 */
export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Maps any language code (`ar-SA`, `en-US`, undefined) to one we ship; English otherwise. */
export function toLanguage(code: string | null | undefined): Language {
  const base = (code ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : 'en';
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
