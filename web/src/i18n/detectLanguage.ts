import { languageOf, queryLanguage, type Language } from '@household/model';

export interface LanguageClues {
  /** `location.search`: `?lang=` wins (its last value: the model's queryLanguage). */
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
  return queryLanguage(search) ?? languageOf(htmlLang) ?? languageOf(stored) ?? 'en';
}
