import {
  heroImageVariantsFromStored,
  isHeroVariantPath,
  isStoragePathOf,
  safeUrl,
  storageObjectPathFromUrl,
  type HeroImageVariants,
} from '@household/model';

export interface HeroWork {
  /** The uploaded hero's bucket path to make variants of (none: nothing to make). */
  generateFrom: string | null;
  /** The address the variants are for (settings/site.heroImageUrl). */
  source: string | null;
  /** Variant files of a former hero (removed or replaced), to delete. */
  stale: string[];
  /** Whether the stored field names another picture's variants and must go. */
  clearField: boolean;
}

/**
 * What a write of settings/site asks of the hero function, from the document before and after. Pure.
 * Variants are made for an uploaded hero in our bucket's page-images folder (the bundled default has its
 * own, scripts/hero-variants.mjs); the variants of any other picture are stale.
 */
export function heroWork(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  buckets: readonly string[],
): HeroWork {
  const source = safeUrl(after?.heroImageUrl);
  const current = heroImageVariantsFromStored(after?.heroImageVariants);
  const previous = heroImageVariantsFromStored(before?.heroImageVariants);
  const path = source ? storageObjectPathFromUrl(source, buckets) : null;
  const uploaded = path !== null && isStoragePathOf('pageImage', path) && !isHeroVariantPath(path) ? path : null;
  const isStale = (stored: HeroImageVariants | null): stored is HeroImageVariants =>
    stored !== null && stored.source !== source;
  const stale = [previous, current]
    .filter(isStale)
    .flatMap((stored) => stored.variants.map((variant) => variant.path))
    .filter(isHeroVariantPath);
  return {
    generateFrom: uploaded && current?.source !== source ? uploaded : null,
    source,
    stale: [...new Set(stale)],
    clearField: isStale(current),
  };
}

/** The file's Firebase download URL (the emulator's when it runs), built here: no metadata request. */
export function downloadUrl(
  bucketName: string,
  path: string,
  token: string,
  emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST,
): string {
  const origin = emulator ? `http://${emulator.replace(/^https?:\/\//, '')}` : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/${bucketName}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}
