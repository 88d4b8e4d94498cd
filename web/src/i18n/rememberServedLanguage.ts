import { languageCookie } from '@/lib/seo/requestLanguage';
import { languageStorageKey, toLanguage } from './language';

/**
 * Remembers the language a pre-rendered page was served in (`<html lang>`, from `?lang=` or the cookie),
 * as i18next does when the app starts: localStorage for the browser, the `__session` cookie for the
 * next page the server renders. The app starts only at the visitor's first input
 * (docs/decisions/016-start-on-first-input.md), so a visitor who opens `?lang=ar` and only reads still
 * gets Arabic at the plain address next time.
 */
export function rememberServedLanguage(doc: Document = document, storage: Pick<Storage, 'setItem'> = localStorage): void {
  const language = toLanguage(doc.documentElement.lang);
  try {
    storage.setItem(languageStorageKey, language);
  } catch {
    // Storage disabled (a private window): the cookie below still carries the choice.
  }
  try {
    doc.cookie = languageCookie(language, doc.location?.protocol === 'https:');
  } catch {
    // Cookies disabled: the server falls back to English unless ?lang= says otherwise.
  }
}
