import arabic600 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2?url';

/** The Arabic face's unicode-range, as the 400 face declares it in fonts.css (a test compares them). */
export const arabicUnicodeRange =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, ' +
  'U+FE76-FEFC, U+102E0-102FB, U+10E60-10E7E, U+10EC2-10EC4, U+10EFC-10EFF, U+1EE00-1EE03, U+1EE05-1EE1F, U+1EE21-1EE22, U+1EE24, U+1EE27, U+1EE29-1EE32, ' +
  'U+1EE34-1EE37, U+1EE39, U+1EE3B, U+1EE42, U+1EE47, U+1EE49, U+1EE4B, U+1EE4D-1EE4F, U+1EE51-1EE52, U+1EE54, U+1EE57, U+1EE59, U+1EE5B, U+1EE5D, U+1EE5F, ' +
  'U+1EE61-1EE62, U+1EE64, U+1EE67-1EE6A, U+1EE6C-1EE72, U+1EE74-1EE77, U+1EE79-1EE7C, U+1EE7E, U+1EE80-1EE89, U+1EE8B-1EE9B, U+1EEA1-1EEA3, U+1EEA5-1EEA9, ' +
  'U+1EEAB-1EEBB, U+1EEF0-1EEF1';

/**
 * Fonts a page does not wait for (two-stage loading): the Arabic 600 face (46 KB) is added once the page
 * has loaded, and the browser downloads it only if the page has bold Arabic text, then swaps it in.
 * Until then that text is the 400 face made bold by the browser. On a phone's link the file would
 * otherwise share the bandwidth with the hero image and the 400 face before the first paint.
 */
export function addLateFonts(
  fonts: FontFaceSet | undefined = typeof document === 'undefined' ? undefined : document.fonts,
): void {
  if (!fonts || typeof FontFace === 'undefined') return;
  fonts.add(
    new FontFace('IBM Plex Sans Arabic', `url(${arabic600}) format('woff2')`, {
      style: 'normal',
      weight: '600',
      display: 'swap',
      unicodeRange: arabicUnicodeRange,
    }),
  );
}

/** Calls `addLateFonts` after the window's load event (at once if it has passed). */
export function addLateFontsAfterLoad(target: Window = window): void {
  if (target.document.readyState === 'complete') addLateFonts(target.document.fonts);
  else target.addEventListener('load', () => addLateFonts(target.document.fonts), { once: true });
}
