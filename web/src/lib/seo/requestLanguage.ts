import type { Language } from '@/i18n/language';

/**
 * The language a page is served in (docs/decisions/013-pre-rendered-html.md): `?lang=` wins, then the
 * `__session` cookie the browser keeps in step with the visitor's choice (the only cookie Firebase
 * Hosting passes to a function, and part of its CDN cache key), then English.
 */
export const languageCookieName = '__session';

function pick(value: string | null | undefined): Language | null {
  const base = (value ?? '').trim().toLowerCase().slice(0, 2);
  return base === 'ar' || base === 'en' ? base : null;
}

/** The cookie's language from a `Cookie` request header, or null. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() !== languageCookieName) continue;
    try {
      return pick(decodeURIComponent(rest.join('=')).replace(/^lang[:=]/, ''));
    } catch {
      return null; // A malformed cookie reads as no choice.
    }
  }
  return null;
}

export function languageFromRequest(search: string, cookieHeader: string | null | undefined): Language {
  return pick(new URLSearchParams(search).get('lang')) ?? languageFromCookie(cookieHeader) ?? 'en';
}

/** The `Set-Cookie`-style string the browser writes when the visitor's language changes (a year, whole site). */
export function languageCookie(language: Language, secure: boolean): string {
  return `${languageCookieName}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}
