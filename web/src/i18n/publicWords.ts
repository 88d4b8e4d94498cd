import type { ResourceLanguage } from 'i18next';
import type { Language } from '@household/model';

/**
 * The public namespaces of one language, as a chunk of its own: a page loads only the language it is in
 * (an Arabic page does not download the English words, 9 KB compressed, nor an English page the Arabic, 11 KB).
 * A language switch on the public site is a new page (the header's link); the admin bundles both
 * (admin/shell/loadAdminLocales.ts).
 */
export const publicWords: Record<Language, () => Promise<ResourceLanguage>> = {
  en: () => import('./words/en').then((module) => module.words),
  ar: () => import('./words/ar').then((module) => module.words),
};
