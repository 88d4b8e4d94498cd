import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import enCommon from '@/locales/en/common.json';
import enPublic from '@/locales/en/public.json';
import arCommon from '@/locales/ar/common.json';
import arPublic from '@/locales/ar/public.json';
import { directionOf, languageStorageKey, supportedLanguages, toLanguage } from './language';

/**
 * i18next for the whole app: `?lang=` wins, then localStorage `language`, then English.
 * The `admin` namespace is added by the admin chunk when it loads (see features/admin-shell).
 */
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: {
      en: { common: enCommon, public: enPublic },
      ar: { common: arCommon, public: arPublic },
    },
    supportedLngs: [...supportedLanguages],
    nonExplicitSupportedLngs: false,
    load: 'languageOnly',
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: ['common', 'public'],
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['querystring', 'localStorage'],
      lookupQuerystring: 'lang',
      lookupLocalStorage: languageStorageKey,
      caches: ['localStorage'],
    },
  });

/** Keeps `<html lang dir>` in step with the current language. */
function applyDocumentLanguage(code: string): void {
  const language = toLanguage(code);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

applyDocumentLanguage(i18n.resolvedLanguage ?? i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

export default i18n;
