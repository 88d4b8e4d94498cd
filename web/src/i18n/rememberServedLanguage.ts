import { languageCookie } from '@/lib/seo/requestLanguage';
import { toLanguage, type Language } from '@household/model';
import { languageStorageKey } from './language';

/**
 * Writes the `__session` cookie the server reads to choose a page's language
 * (docs/decisions/013-pre-rendered-html.md). Cookies disabled: the server falls back to English
 * unless `?lang=` says otherwise.
 */
export function writeLanguageCookie(language: Language, doc: Document = document): void {
  try {
    doc.cookie = languageCookie(language, doc.location?.protocol === 'https:');
  } catch {
    // Cookies disabled (see above).
  }
}

/** The page's localStorage, or null where reading it throws (storage blocked by the browser). */
function pageStorage(): Pick<Storage, 'setItem'> | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Remembers the language a pre-rendered page was served in (`<html lang>`, from `?lang=` or the cookie),
 * as i18next does when the app starts: localStorage for the browser, the `__session` cookie for the
 * next page the server renders. The app starts only at the visitor's first input
 * (docs/decisions/016-start-on-first-input.md), so a visitor who opens `?lang=ar` and only reads still
 * gets Arabic at the plain address next time. Never throws: the entry registers the app's start after it.
 */
export function rememberServedLanguage(
  doc: Document = document,
  storage: Pick<Storage, 'setItem'> | null = pageStorage(),
): void {
  const language = toLanguage(doc.documentElement.lang);
  try {
    storage?.setItem(languageStorageKey, language);
  } catch {
    // Storage full or disabled (a private window): the cookie still carries the choice.
  }
  writeLanguageCookie(language, doc);
}
