import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { directionOf, toLanguage } from '@household/model';
import { languageStorageKey } from './language';
import { writeLanguageCookie } from './rememberServedLanguage';
import { addLateFonts } from '@/styles/lateFonts';
import { sharedOptions } from './resources';

/**
 * i18next for the whole app: `?lang=` wins, then `<html lang>` (what the pre-rendered page was served in,
 * or what index.html's inline script set from the remembered choice), then localStorage `language`, then English.
 * The `admin` namespace is added by the admin chunk when it loads (admin/shell/loadAdminLocales.ts).
 */
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    ...sharedOptions,
    detection: {
      order: ['querystring', 'htmlTag', 'localStorage'],
      lookupQuerystring: 'lang',
      lookupLocalStorage: languageStorageKey,
      caches: ['localStorage'],
    },
  });

/**
 * Keeps `<html lang dir>` in step with the current language, and the `__session` cookie, so the next
 * pre-rendered page is served in this language (docs/decisions/013-pre-rendered-html.md).
 */
function applyDocumentLanguage(code: string): void {
  const language = toLanguage(code);
  const switchedToArabic = language === 'ar' && document.documentElement.lang !== 'ar';
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  writeLanguageCookie(language);
  // A page switched to Arabic in the app gets the Arabic 600 faces at once (the switch redraws every text
  // anyway). A page served in Arabic is the early layer's: it adds them only once they are cached (decision 037).
  if (switchedToArabic && document.readyState === 'complete') addLateFonts(document.fonts);
}

applyDocumentLanguage(i18n.resolvedLanguage ?? i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

export default i18n;
