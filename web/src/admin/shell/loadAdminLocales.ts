import i18n from 'i18next';
import enAdmin from '@/locales/en/admin.json';
import arAdmin from '@/locales/ar/admin.json';

/** Adds the admin namespace when the admin chunk loads, keeping it out of the public first load. */
export function loadAdminLocales(): void {
  if (!i18n.hasResourceBundle('en', 'admin')) i18n.addResourceBundle('en', 'admin', enAdmin, true, true);
  if (!i18n.hasResourceBundle('ar', 'admin')) i18n.addResourceBundle('ar', 'admin', arAdmin, true, true);
}
