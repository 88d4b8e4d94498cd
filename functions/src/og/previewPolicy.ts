/**
 * How the worker preview images are served (docs/decisions/022-worker-preview-images.md). Pure, unit tested.
 */
import { previewImageRefCode, isLanguage, type Language } from '@household/model';

/**
 * An hour in browsers and on the Hosting CDN: the page's og:image address carries a version of what the
 * picture shows, so an edit is a new address at once; the hour bounds how long an address seen before a
 * worker's withdrawal (or photo consent's) keeps answering from the CDN.
 */
export const previewCacheControl = 'public, max-age=3600, s-maxage=3600';
/** Unknown, withdrawn or unpublished workers: a minute, as the pages' 404s. */
export const missingCacheControl = 'public, max-age=0, s-maxage=60';

export interface PreviewRequest {
  refCode: string;
  language: Language;
}

/** `/og/{refCode}.png?lang=ar`: the worker and the language (English unless `ar`); null for any other path. */
export function parsePreviewRequest(path: string, query: Record<string, unknown>): PreviewRequest | null {
  const refCode = previewImageRefCode(path);
  if (!refCode) return null;
  return { refCode, language: isLanguage(query.lang) ? query.lang : 'en' };
}

/** A redirect to the canonical address: a minute on the CDN, as the 404s (the version moves with edits). */
export const redirectCacheControl = missingCacheControl;

/**
 * Null when the request asked for the picture at its one address (`?lang=..&v=..` exactly as the page's
 * og:image writes it); else the canonical address to send it to (issue 39: any other query string would be
 * drawn again and miss the CDN). `requestUrl` is the raw path and query the function received.
 */
export function canonicalPreviewRedirect(requestUrl: string, canonicalHref: string): string | null {
  const query = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');
  return query(requestUrl) === query(canonicalHref) ? null : canonicalHref;
}

/** Photo types the renderer draws (the stored photo's content type); anything else leaves the photo out. */
export function drawablePhotoType(contentType: string): boolean {
  return contentType === 'image/jpeg' || contentType === 'image/png';
}
