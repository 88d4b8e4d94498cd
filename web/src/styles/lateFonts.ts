import arabic600Rest from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2?url';
import { arabicCoreRange, arabicRestRange } from './arabicFontRanges';
import arabic600Core from './fonts/ibm-plex-sans-arabic-core-600.woff2?url';

/**
 * Fonts a page does not wait for (two-stage loading): the Arabic 600 faces are added once the page has
 * loaded, and the browser downloads one only if the page has bold Arabic text in its range, then swaps it
 * in. Until then that text is the 400 face made bold by the browser. Like the 400 face (arabicFonts.css),
 * the 600 face is split: the core subset (18 KB, scripts/subset-fonts.mjs) and the original file for the
 * rare characters (46 KB, downloaded only when one is on the page).
 */
export function addLateFonts(
  fonts: FontFaceSet | undefined = typeof document === 'undefined' ? undefined : document.fonts,
): void {
  if (!fonts || typeof FontFace === 'undefined') return;
  for (const [url, unicodeRange] of [
    [arabic600Core, arabicCoreRange],
    [arabic600Rest, arabicRestRange],
  ] as const) {
    fonts.add(
      new FontFace('IBM Plex Sans Arabic', `url(${url}) format('woff2')`, {
        style: 'normal',
        weight: '600',
        display: 'swap',
        unicodeRange,
      }),
    );
  }
}

/** Calls `addLateFonts` after the window's load event (at once if it has passed). */
export function addLateFontsAfterLoad(target: Window = window): void {
  if (target.document.readyState === 'complete') addLateFonts(target.document.fonts);
  else target.addEventListener('load', () => addLateFonts(target.document.fonts), { once: true });
}
