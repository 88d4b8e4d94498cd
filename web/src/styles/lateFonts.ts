import arabic600Rest from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2?url';
import { languageOf, type Language } from '@household/model';
import { arabicCoreRange, arabicRestRange } from './arabicFontRanges';
import { facesApply, facesAttribute, facesKey, facesStyleOf } from './cachedFaces';
import arabic400Core from './fonts/ibm-plex-sans-arabic-core-400.woff2?url';
import arabic600Core from './fonts/ibm-plex-sans-arabic-core-600.woff2?url';
import inter400Core from './fonts/inter-core-400.woff2?url';
import inter600Core from './fonts/inter-core-600.woff2?url';

/**
 * The files a page's first screen draws with, by language (global.css: an Arabic page's family is IBM Plex
 * Sans Arabic only, an English page's Inter): what a page without its faces fetches for the next pages
 * (decision 039). The rest files (rare characters) are left to the page that shows one.
 */
export const coreFaceFiles: Readonly<Record<Language, readonly string[]>> = {
  en: [inter400Core, inter600Core],
  ar: [arabic400Core],
};

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

/** Fetches `url` into the browser's cache (read whole), or rejects. */
function fetchIntoCache(target: LateFontsWindow, url: string): Promise<void> {
  return target
    .fetch(url, { priority: 'low' })
    .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(String(response.status)))))
    .then(() => undefined);
}

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
  fetchIntoCache(target, arabic600Core)
    .then(() => target.localStorage.setItem(cachedFontKey, arabic600Core))
    .catch(() => undefined); // offline or storage blocked: the next page tries again
}

/**
 * A pre-rendered page whose faces were not in the cache (`<style data-faces>` still `media="not all"`,
 * decision 039) fetches its language's core files for the next pages, then stores the faces' version;
 * the next page's head script applies them before its first paint. Nothing is declared on this page: its
 * text stays in the system font it was drawn in, laid out once.
 */
function cacheFacesForNextPages(target: LateFontsWindow, faces: HTMLStyleElement): void {
  const version = faces.getAttribute(facesAttribute);
  const language = languageOf(target.document.documentElement.lang);
  if (!version || !language) return;
  Promise.all(coreFaceFiles[language].map((url) => fetchIntoCache(target, url)))
    .then(() => target.localStorage.setItem(facesKey(language), version))
    .catch(() => undefined); // offline or storage blocked: the next page tries again
}

/**
 * After the window's load event (at once if it has passed): a page without its faces fetches its core files
 * for the next pages (decision 039). Then, on a page whose `<html lang>` is Arabic then (the app may set
 * it before load): when the 400 faces apply and a previous page fetched the 600 core into the cache, adds
 * the 600 faces (the face is then there within the browser's block period and headings are redrawn in it
 * once); when the 600 core is not cached, only fetches it for the next pages. An English page adds none.
 */
export function addLateFontsAfterLoad(target: LateFontsWindow = window): void {
  const afterLoad = () => {
    const faces = facesStyleOf(target.document);
    const applied = facesApply(faces);
    if (faces && !applied) cacheFacesForNextPages(target, faces);
    if (target.document.documentElement.lang !== 'ar') return;
    if (cachedCore(target) !== arabic600Core) fetchCoreForNextPages(target);
    // Headings in the web font over a body in the system font would look like two sites.
    else if (applied) addLateFonts(target.document.fonts);
  };
  if (target.document.readyState === 'complete') afterLoad();
  else target.addEventListener('load', afterLoad, { once: true });
}
