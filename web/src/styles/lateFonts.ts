import arabic600Rest from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2?url';
import { arabicCoreRange, arabicRestRange } from './arabicFontRanges';
import arabic600Core from './fonts/ibm-plex-sans-arabic-core-600.woff2?url';

/** The font sets the faces were added to: once each (the early layer at load, the app on a switch to Arabic). */
const withLateFonts = new WeakSet<FontFaceSet>();

/**
 * Fonts a page does not wait for (two-stage loading): the Arabic 600 faces are added once an Arabic page
 * has loaded, and only when a previous page fetched their core into the cache (addLateFontsAfterLoad,
 * decision 037); declared in the stylesheet, the browser would fetch the 600 core beside the hero, for the
 * first screen's headings. Like every face they are `optional` (decision 035). Until then bold Arabic text
 * is the 400 face (or the system font) made bold. Like the 400 face (arabicFonts.css), the 600 face is
 * split: the core subset (18 KB, scripts/subset-fonts.mjs) and the original file for the rare characters
 * (46 KB, downloaded only when one is on the page).
 */
export function addLateFonts(
  fonts: FontFaceSet | undefined = typeof document === 'undefined' ? undefined : document.fonts,
): void {
  if (!fonts || typeof FontFace === 'undefined' || withLateFonts.has(fonts)) return;
  withLateFonts.add(fonts);
  for (const [url, unicodeRange] of [
    [arabic600Core, arabicCoreRange],
    [arabic600Rest, arabicRestRange],
  ] as const) {
    fonts.add(
      new FontFace('IBM Plex Sans Arabic', `url(${url}) format('woff2')`, {
        style: 'normal',
        weight: '600',
        display: 'optional',
        unicodeRange,
      }),
    );
  }
}

/** localStorage: the 600 core's address once a page has fetched it into the browser's cache (decision 037). */
export const cachedFontKey = 'fonts.arabic600';

/** The window parts the after-load step uses. */
export type LateFontsWindow = Pick<Window, 'document' | 'addEventListener' | 'localStorage' | 'fetch'>;

function cachedCore(target: LateFontsWindow): string | null {
  try {
    return target.localStorage.getItem(cachedFontKey);
  } catch {
    return null; // storage blocked: fetched again, never added after load
  }
}

/**
 * Fetches the 600 core into the browser's cache for the next pages, without declaring it (decision 037):
 * adding a face to the page lays every text out again, and its arrival once more. Fonts are asked for in
 * CORS mode without credentials for another origin, as fetch's defaults do for this one, so the next page's
 * font request finds it (the file is immutable for a year, firebase.json).
 */
function fetchCoreForNextPages(target: LateFontsWindow): void {
  void target
    .fetch(arabic600Core, { priority: 'low' })
    .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(String(response.status)))))
    .then(() => target.localStorage.setItem(cachedFontKey, arabic600Core))
    .catch(() => undefined); // offline or storage blocked: the next page tries again
}

/**
 * After the window's load event (at once if it has passed), on a page whose `<html lang>` is Arabic then
 * (the app may set it before load): adds the 600 faces when a previous page fetched their core into the
 * cache (the face is then there within the browser's block period and headings are redrawn in it once),
 * else only fetches the core for the next pages. An English page does neither.
 */
export function addLateFontsAfterLoad(target: LateFontsWindow = window): void {
  const onArabicPage = () => {
    if (target.document.documentElement.lang !== 'ar') return;
    if (cachedCore(target) === arabic600Core) addLateFonts(target.document.fonts);
    else fetchCoreForNextPages(target);
  };
  if (target.document.readyState === 'complete') onArabicPage();
  else target.addEventListener('load', onArabicPage, { once: true });
}
