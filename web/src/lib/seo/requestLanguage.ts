import { languageOf, queryLanguage, type Language } from '@household/model';

/**
 * The language a page is served in (docs/decisions/013-pre-rendered-html.md): `?lang=` wins, then the
 * `__session` cookie the browser keeps in step with the visitor's choice (the only cookie Firebase
 * Hosting passes to a function, and part of its CDN cache key), then the browser's `Accept-Language`,
 * then the office's default language (`settings/site.defaultLanguage`, Arabic unless set: defaultLanguageOf;
 * docs/decisions/020-default-language.md).
 */
export const languageCookieName = '__session';

/** The cookie's language from a `Cookie` request header, or null. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() !== languageCookieName) continue;
    try {
      return languageOf(decodeURIComponent(rest.join('=')).replace(/^lang[:=]/, ''));
    } catch {
      return null; // A malformed cookie reads as no choice.
    }
  }
  return null;
}

/**
 * The first of our languages an `Accept-Language` header asks for, by its q-values (a browser set to Arabic
 * sends `ar-SA,ar;q=0.9,en;q=0.8`); null when it names neither.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  const wanted = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: languageOf(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.language && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return wanted[0]?.language ?? null;
}

/**
 * The page's language (decision 020): `?lang=` (every internal link carries it; its last value, as the app
 * reads it: the model's queryLanguage), then the visitor's
 * remembered choice (the cookie), then the first of our languages their browser asks for, then the office's
 * default. `negotiated` is true when neither `?lang=` nor the cookie chose: the answer then depends on
 * `Accept-Language` (the default included, which applies only when the header names neither language), so
 * it must vary by that header in caches.
 */
export function resolveRequestLanguage(
  search: string,
  cookieHeader: string | null | undefined,
  acceptLanguage?: string | null,
  officeDefault: Language = 'en',
): { language: Language; negotiated: boolean } {
  const chosen = queryLanguage(search) ?? languageFromCookie(cookieHeader);
  if (chosen) return { language: chosen, negotiated: false };
  return { language: languageFromAcceptLanguage(acceptLanguage) ?? officeDefault, negotiated: true };
}

/** The `Set-Cookie`-style string the browser writes when the visitor's language changes (a year, whole site). */
export function languageCookie(language: Language, secure: boolean): string {
  return `${languageCookieName}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}
