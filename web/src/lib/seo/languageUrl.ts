import { type Language } from '@household/model';

/**
 * The language lives in the address (docs/decisions/017-html-first-early-input.md): every internal link a
 * visitor can copy carries `?lang=`, so a shared link opens in the language it was copied in, whatever the
 * receiver's cookie. Site paths only (`/...`); other URLs (https:, mailto:, tel:, `//host`) are returned as
 * they are. Query and hash are kept; an existing `lang` is replaced.
 */
export function withLanguage(to: string, language: Language): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  const url = new URL(to, 'http://site.invalid');
  url.searchParams.set('lang', language);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The same page in the other language: the language switch's address. */
export function otherLanguageHref(pathname: string, search: string, language: Language): string {
  return withLanguage(`${pathname}${search}`, language === 'ar' ? 'en' : 'ar');
}
