import { languages } from '@household/model';

/** The i18next options the browser's instance (index.ts) and the pre-renderer's share, without the words. */
export const baseOptions = {
  supportedLngs: [...languages],
  nonExplicitSupportedLngs: false,
  load: 'languageOnly' as const,
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common', 'public'],
  interpolation: { escapeValue: false },
  returnNull: false,
};
