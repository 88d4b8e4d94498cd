import { isLanguage, type Language } from '@household/model';

export interface LanguageClues {
  /** `location.search`: `?lang=` wins (its last value: a `lang` appended to an address overrides one in it). */
  readonly search: string;
  /** `<html lang>`: what the pre-rendered page was served in, or what app.html's inline script set. */
  readonly htmlLang: string | null;
  /** localStorage `language`: the visitor's last choice. */
  readonly stored: string | null;
}

/**
 * The language the app starts in: the first clue that names one of ours (`ar-SA` counts as `ar`), in the
 * order `?lang=`, `<html lang>`, localStorage; English otherwise. The order i18next's browser detector used.
 */
export function detectLanguage({ search, htmlLang, stored }: LanguageClues): Language {
  const fromQuery = new URLSearchParams(search).getAll('lang').at(-1) ?? null;
  for (const clue of [fromQuery, htmlLang, stored]) {
    const base = (clue ?? '').trim().toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
