/**
 * Page titles: a page title is suffixed with the portal name unless it already
 * contains it. Pure, so it is unit tested.
 */
export function pageTitle(title: string | null | undefined, portalName: string): string {
  const trimmed = (title ?? '').trim();
  if (trimmed.length === 0) return portalName;
  if (trimmed.toLowerCase().includes(portalName.toLowerCase())) return trimmed;
  return `${trimmed} | ${portalName}`;
}

/** Absolute canonical URL for a site path: no query, no trailing slash (except the root). */
export function canonicalUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  const clean = `/${path.split(/[?#]/)[0]!.replace(/^\/+/, '')}`.replace(/\/+$/, '');
  return `${base}${clean || '/'}`;
}

/**
 * The URL of each language version of a page: `?lang=en` and `?lang=ar` (the language lives in the
 * address), and the plain URL as `x-default`, which negotiates the visitor's language. The canonical URL of
 * a page is its own language's URL, so it never points at the other language's hreflang alternate
 * (Lighthouse and search engines treat that as an error).
 */
export function languageUrls(canonical: string): { en: string; ar: string; default: string } {
  return { en: `${canonical}?lang=en`, ar: `${canonical}?lang=ar`, default: canonical };
}
