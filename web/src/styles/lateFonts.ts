import arabic600Rest from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2?url';
import { arabicCoreRange, arabicRestRange } from './arabicFontRanges';
import arabic600Core from './fonts/ibm-plex-sans-arabic-core-600.woff2?url';

/** The font sets the faces were added to: once each (the early layer at load, the app on a switch to Arabic). */
const withLateFonts = new WeakSet<FontFaceSet>();

/**
 * Fonts a page does not wait for (two-stage loading): the Arabic 600 faces are added once an Arabic page
 * has loaded (declared in the stylesheet, the browser would fetch the 600 core beside the hero, for the
 * first screen's headings). Like every face they are `optional` (decision 035): one that is not there
 * within the browser's short block period is not swapped in on this page (no second full layout, no text
 * moving under a finger) but is cached, so the next page draws its headings in it. Until then bold Arabic
 * text is the 400 face (or the system font) made bold. Like the 400 face (arabicFonts.css), the 600 face is
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

/**
 * Calls `addLateFonts` after the window's load event (at once if it has passed) if the page is Arabic then
 * (`<html lang>`, which the app may set before load): adding a face makes the browser lay the whole page out
 * again, which an English page would pay for nothing.
 */
export function addLateFontsAfterLoad(target: Window = window): void {
  const addOnArabicPage = () => {
    if (target.document.documentElement.lang === 'ar') addLateFonts(target.document.fonts);
  };
  if (target.document.readyState === 'complete') addOnArabicPage();
  else target.addEventListener('load', addOnArabicPage, { once: true });
}
