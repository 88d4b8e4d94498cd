import { randomUUID } from 'node:crypto';
import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { heroVariantFileName, heroVariantsFolder, safeUrl, type HeroVariant } from '@household/model';
import { db, defaultBucket, ownBuckets } from '../admin';
import { region } from '../config';
import { deleteStorageFile } from '../cleanup/deleteStorageFile';
import { encodeHeroVariants } from './heroVariants';
import { downloadUrl, heroWork } from './heroWork';

const siteRef = () => db.doc('settings/site');

/**
 * The home hero's responsive variants (docs/decisions/033-responsive-hero.md): when settings/site gets an
 * uploaded hero, its AVIF and JPEG variants are written beside it (`page-images/variants/`, which only this
 * function writes) and recorded on `heroImageVariants` for that address; when the hero is replaced or
 * removed, the former variants are deleted and the field cleared. Its own write re-runs it as a no-op.
 */
export const onHeroImageWritten = onDocumentWritten(
  { document: 'settings/site', region, memory: '1GiB', timeoutSeconds: 120 },
  async (event) => {
    const work = heroWork(event.data?.before.data(), event.data?.after.data(), ownBuckets());
    // The former hero's files first: the page no longer uses them (another source), whatever happens next.
    await Promise.all(work.stale.map((path) => deleteStorageFile(path)));
    if (work.generateFrom && work.source) {
      await makeVariants(work.generateFrom, work.source);
    } else if (work.clearField) {
      await db.runTransaction(async (tx) => {
        const site = (await tx.get(siteRef())).data();
        const stored = site?.heroImageVariants as { source?: unknown } | undefined;
        if (stored && stored.source !== safeUrl(site?.heroImageUrl)) {
          tx.update(siteRef(), { heroImageVariants: FieldValue.delete() });
        }
      });
    }
  },
);

async function makeVariants(path: string, source: string): Promise<void> {
  const bucket = defaultBucket();
  let original: Buffer;
  logger.info('onHeroImageWritten: making variants', { path });
  try {
    [original] = await bucket.file(path).download();
  } catch (error) {
    logger.error(`onHeroImageWritten: could not read ${path}`, error);
    return;
  }
  let encoded;
  try {
    encoded = await encodeHeroVariants(original);
    logger.info('onHeroImageWritten: encoded', { path, bytes: original.length, files: encoded.length });
  } catch (error) {
    // Not an image sharp reads (or a broken one): the page keeps the picture as uploaded.
    logger.warn(`onHeroImageWritten: ${path} is not a readable image; no variants`, error);
    return;
  }
  const base = path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]*$/, '');
  // One at a time: a few small files, and the Storage emulator answers parallel uploads slowly.
  const variants: HeroVariant[] = [];
  for (const { size, format, contentType, data } of encoded) {
    const variantPath = `${heroVariantsFolder}/${heroVariantFileName(base, size, format)}`;
    const token = randomUUID();
    await bucket.file(variantPath).save(data, {
      resumable: false,
      metadata: {
        contentType,
        // A new name per upload: the file never changes.
        cacheControl: 'public, max-age=31536000, immutable',
        metadata: { firebaseStorageDownloadTokens: token },
      },
    });
    variants.push({ path: variantPath, url: downloadUrl(bucket.name, variantPath, token), ...size, format });
  }
  logger.info('onHeroImageWritten: stored', { path, files: variants.length });
  const recorded = await db.runTransaction(async (tx) => {
    const site = (await tx.get(siteRef())).data();
    // Replaced or removed while encoding: these variants belong to no one.
    if (safeUrl(site?.heroImageUrl) !== source) return false;
    tx.update(siteRef(), { heroImageVariants: { source, variants } });
    return true;
  });
  if (!recorded) await Promise.all(variants.map((variant) => deleteStorageFile(variant.path)));
  else logger.info('onHeroImageWritten: variants made', { path, count: variants.length });
}
