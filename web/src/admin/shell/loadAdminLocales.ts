import i18n from 'i18next';
import enAdmin from '@/locales/en/admin.json';
import arAdmin from '@/locales/ar/admin.json';
import { publicResources } from '@/i18n/resources';

/**
 * Adds the admin namespace when the admin chunk loads, keeping it out of the public first load, and both
 * languages' public words: a public page's app has only its own language (i18n/publicWords.ts), and the
 * portal switches language in place and shows the public words of either (the journey settings).
 */
export function loadAdminLocales(): void {
  if (!i18n.hasResourceBundle('en', 'admin')) i18n.addResourceBundle('en', 'admin', enAdmin, true, true);
  if (!i18n.hasResourceBundle('ar', 'admin')) i18n.addResourceBundle('ar', 'admin', arAdmin, true, true);
  for (const [language, namespaces] of Object.entries(publicResources))
    for (const [namespace, words] of Object.entries(namespaces))
      if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, words, true, true);
}
