import type { Language } from '@household/model';

/**
 * A pre-rendered page's font faces apply only once a previous page has fetched them into the browser's
 * cache (docs/decisions/039-faces-from-the-cache.md). The page carries them as
 * `<style data-faces="VERSION" media="not all">` (scripts/prerender-build.mjs), which the browser parses
 * but neither applies nor fetches. The first inline head script enables it (`media="all"`) before the first
 * paint when localStorage holds this version for the page's language; after load, a page without them
 * fetches its language's core files for the next pages and stores the version (lateFonts.ts).
 *
 * Shared by the head script and the after-load step: nothing here imports a file.
 */
export const facesAttribute = 'data-faces';

/** localStorage: the faces' version once a page in this language has fetched its core files. */
export function facesKey(language: Language): string {
  return `fonts.faces.${language}`;
}

/** Whether the page's faces may apply now: the stored version is the page's (a new deploy's faces differ). */
export function facesCached(version: string | null | undefined, stored: string | null | undefined): boolean {
  return Boolean(version) && version === stored;
}

/** The page's `<style data-faces>`, or null (the admin shell and `npm run dev` link the whole sheet). */
export function facesStyleOf(doc: Pick<Document, 'querySelector'>): HTMLStyleElement | null {
  return doc.querySelector<HTMLStyleElement>(`style[${facesAttribute}]`);
}

/** Whether a page's faces apply: enabled by the head script, or a page without the marked style. */
export function facesApply(style: Pick<HTMLStyleElement, 'media'> | null): boolean {
  return !style || style.media === 'all';
}
