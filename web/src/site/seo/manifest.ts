import { type Language } from '@household/model';

/**
 * The web app manifest of the page language (issue 29): names in English or Arabic (`dir: rtl`), the same
 * icons (web/public/icons/, from the favicon). Files in web/public; the CSP allows them (`manifest-src 'self'`).
 */
export function manifestHref(language: Language): string {
  return language === 'ar' ? '/manifest-ar.webmanifest' : '/manifest.webmanifest';
}

export function manifestLinkHtml(language: Language): string {
  return `<link rel="manifest" href="${manifestHref(language)}" />\n    <link rel="apple-touch-icon" href="/icons/icon-192.png" />`;
}
