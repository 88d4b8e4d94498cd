/**
 * The site's two languages: the one list and type every workspace uses (pages, stored `locale` fields,
 * settings, mails, functions). English is the fallback for anything that is not one of ours.
 */
export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The one of ours a language code names, by its primary subtag (`ar-SA`, ` EN_us`, `ar` all count), or
 * null (`fr`, `arabic`, empty). The one reading of a code: the server's `?lang=`, cookie and
 * `Accept-Language`, the first head script and the app's start all go through it.
 */
export function languageOf(code: string | null | undefined): Language | null {
  const base = (code ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/** Maps any language code (`ar-SA`, `en-US`, undefined) to one we ship; English otherwise. */
export function toLanguage(code: string | null | undefined): Language {
  return languageOf(code) ?? 'en';
}

/**
 * The language an address's query asks for: its LAST `lang` value (a `lang` appended to an address that
 * already has one overrides it, as the admin's links expect), or null when it names none of ours. The
 * server that renders the page, the first head script and the app all read the query through this, so a
 * page at `?lang=en&lang=ar` is served and hydrated in one language.
 */
export function queryLanguage(search: string): Language | null {
  return languageOf(new URLSearchParams(search).getAll('lang').at(-1));
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
