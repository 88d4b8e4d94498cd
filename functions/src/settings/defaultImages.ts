/**
 * The bundled page images (web/public/media/defaults/) and which of them `settings/site` lacks.
 * Pure and import-free on purpose: scripts/ensure-default-images.mjs imports this file directly.
 */
export const defaultPageImages = {
  heroImageUrl: '/media/defaults/hero.jpg',
  aboutUsImageUrl: '/media/defaults/about-us.jpg',
  servicesImageUrl: '/media/defaults/services.jpg',
  contactImageUrl: '/media/defaults/contact.jpg',
} as const;

export type PageImageKey = keyof typeof defaultPageImages;
export const pageImageKeys = Object.keys(defaultPageImages) as PageImageKey[];

/** A setting is missing when absent, null, or an empty or blank string; any other value is kept. */
export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The fields to set on `settings/site` (possibly none). Never includes a key that has a value. */
export function missingDefaultImages(site: Record<string, unknown> | undefined): Partial<Record<PageImageKey, string>> {
  const updates: Partial<Record<PageImageKey, string>> = {};
  for (const key of pageImageKeys) {
    if (isMissing(site?.[key])) updates[key] = defaultPageImages[key];
  }
  return updates;
}
