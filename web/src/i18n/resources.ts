import enCommon from '@/locales/en/common.json';
import enPublic from '@/locales/en/public.json';
import arCommon from '@/locales/ar/common.json';
import arPublic from '@/locales/ar/public.json';
import { languages } from '@household/model';

/** The public namespaces and the shared i18next options: the browser's instance (index.ts) and the pre-renderer's use the same. */
export const publicResources = {
  en: { common: enCommon, public: enPublic },
  ar: { common: arCommon, public: arPublic },
};

export const sharedOptions = {
  resources: publicResources,
  supportedLngs: [...languages],
  nonExplicitSupportedLngs: false,
  load: 'languageOnly' as const,
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common', 'public'],
  interpolation: { escapeValue: false },
  returnNull: false,
};
