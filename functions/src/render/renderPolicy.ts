/**
 * How the pre-rendered pages are cached and where their absolute links point
 * (docs/decisions/013-pre-rendered-html.md). Pure, unit tested.
 */

/**
 * Pages: ten minutes on the Hosting CDN (its cache key includes `?lang=` and the `__session` cookie), never
 * kept by the browser itself: an admin who edits a text and reloads the page must not get their own stale copy.
 */
export const pageCacheControl = 'public, max-age=0, s-maxage=600';
/** Worker profiles and 404s: one minute, so a withdrawn worker's page stops answering quickly (as /photos does). */
export const shortCacheControl = 'public, max-age=0, s-maxage=60';
/** The browser-rendered fallback after a render failure: never cached. */
export const fallbackCacheControl = 'no-store';

export function cacheControlFor(pathname: string, status: number): string {
  if (status !== 200 || pathname.startsWith('/workers/')) return shortCacheControl;
  return pageCacheControl;
}

/** The site's absolute origin: `SITE_ORIGIN` (functions/.env in a real project), else the local Hosting emulator. */
export function siteOrigin(env: Record<string, string | undefined>): string {
  const configured = (env.SITE_ORIGIN ?? '').trim();
  try {
    const url = new URL(configured);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {
    // Not configured or not a URL: the local contract's Hosting address.
  }
  return 'http://127.0.0.1:5000';
}

/** Path and query of the request, with at most 2,000 characters (a longer address is not a page of this site). */
export function requestTarget(originalUrl: string): string | null {
  if (originalUrl.length > 2000 || !originalUrl.startsWith('/')) return null;
  return originalUrl;
}
