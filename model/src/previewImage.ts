/**
 * A worker page's link-preview image (docs/decisions/022-worker-preview-images.md): 1200x630 PNG at
 * `/og/{refCode}.png?lang=en|ar&v={version}`, drawn by the `serveOgImage` function. The version is a hash
 * of what the picture shows, so an edit gives a new address and link previews (which cache by address)
 * fetch the new picture. Pure, shared by the site (the page's og:image) and the function (the route).
 */
import type { Language } from './language.ts';
export const previewImageSize = { width: 1200, height: 630 } as const;

/** Raise when the card's drawing changes, so every address changes with it. */
export const previewLayoutVersion = 1;

/** FNV-1a (32 bit) of the parts, base 36: short, stable, not a secret. */
export function previewImageVersion(parts: ReadonlyArray<string | number | boolean | null | undefined>): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify([previewLayoutVersion, ...parts])) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function previewImagePath(refCode: string, language: Language, version: string): string {
  return `/og/${encodeURIComponent(refCode)}.png?lang=${language}&v=${encodeURIComponent(version)}`;
}

/**
 * The reference code of `/og/{refCode}.png` (the path may carry a prefix, e.g. the function's name); else null.
 * The shape the profile route accepts (web refCodeFromParam); the function then looks the worker up.
 */
export function previewImageRefCode(pathname: string): string | null {
  const match = /(?:^|\/)og\/([A-Z]{2}-[0-9]{4})\.png$/.exec(pathname);
  return match ? match[1]! : null;
}
