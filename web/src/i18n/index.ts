import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, toLanguage } from '@household/model';
import { addLateFonts } from '@/styles/lateFonts';
import { detectLanguage } from './detectLanguage';
import { languageStorageKey } from './language';
import { baseOptions } from './options';
import { publicWords } from './publicWords';
import { rememberServedLanguage } from './rememberServedLanguage';

/** The page's localStorage `language`, or null where storage is blocked. */
function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

/**
 * Keeps `<html lang dir>` in step with the current language, and remembers it (localStorage and the
 * `__session` cookie, so the next pre-rendered page is served in it: docs/decisions/013-pre-rendered-html.md).
 */
function applyDocumentLanguage(code: string): void {
  const language = toLanguage(code);
  const switchedToArabic = language === 'ar' && document.documentElement.lang !== 'ar';
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  rememberServedLanguage();
  // A page switched to Arabic in the app gets the Arabic 600 faces at once (the switch redraws every text
  // anyway). A page served in Arabic is the early layer's: it adds them only once they are cached (decision 037).
  if (switchedToArabic && document.readyState === 'complete') addLateFonts(document.fonts);
}

/**
 * Starts i18next for the whole app in the language `detectLanguage` picks (`?lang=`, `<html lang>`, then
 * localStorage), with that language's public words only (publicWords.ts). The `admin` namespace and the
 * other language are added by the admin chunk when it loads (admin/shell/loadAdminLocales.ts).
 */
export async function startI18n(): Promise<typeof i18n> {
  const language = detectLanguage({
    search: window.location.search,
    htmlLang: document.documentElement.getAttribute('lang'),
    stored: storedLanguage(),
  });
  const words = await publicWords[language]();
  await i18n.use(initReactI18next).init({ ...baseOptions, lng: language, resources: { [language]: words } });
  applyDocumentLanguage(i18n.resolvedLanguage ?? i18n.language);
  i18n.on('languageChanged', applyDocumentLanguage);
  return i18n;
}
