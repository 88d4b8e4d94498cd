import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { isPublishableStaff } from '@household/model';
import { db, defaultBucket } from '../admin';
import { storageReachable } from '../cleanup/storageReachable';
import { region } from '../config';
import { loadRenderer } from '../render/renderPage';
import { decideStaffFile } from '../staffFiles/staffFileAccess';
import { versionedFileHandler } from './versionedFile';
import { drawablePhotoType, parsePreviewRequest, previewCacheControl } from './previewPolicy';
import { renderPreviewPng } from './renderPreviewPng';

type StoredData = Record<string, unknown>;

/**
 * The published worker with this reference code (active, with publishing consent: isPublishableStaff, as the
 * page renderer), or null. The image's one Firestore read.
 */
async function publishedWorker(refCode: string): Promise<{ id: string; data: StoredData } | null> {
  const snapshot = await db.collection('staff').where('refCode', '==', refCode).limit(2).get();
  // Reference codes are unique; two documents with one code are a data error, so neither is shown.
  const only = snapshot.size === 1 ? snapshot.docs[0]! : null;
  return only && isPublishableStaff(only.data()) ? { id: only.id, data: only.data() } : null;
}

/** The worker's photo as a data URI, only with photo consent (decideStaffFile, the /photos check); else null. */
async function consentedPhoto(data: StoredData): Promise<string | null> {
  const decision = decideStaffFile('photo', data);
  if (decision.serve === 'none' || !drawablePhotoType(decision.contentType)) return null;
  if (!storageReachable(process.env)) return null;
  try {
    const [bytes] = await defaultBucket().file(decision.path).download();
    return `data:${decision.contentType};base64,${bytes.toString('base64')}`;
  } catch (error) {
    logger.warn('serveOgImage: the photo could not be read; the card is drawn without it', { error });
    return null;
  }
}

/**
 * `/og/{refCode}.png?lang=en|ar` (a Hosting rewrite): the worker page's link-preview image, 1200x630 PNG,
 * drawn on request (docs/decisions/022-worker-preview-images.md) and cached by the CDN. Unknown, withdrawn
 * or unpublished workers answer 404; any address but the picture's canonical `?lang=&v=` is a 301 to it.
 */
export const serveOgImage = onRequest(
  { region, memory: '512MiB', maxInstances: 10, concurrency: 20 },
  versionedFileHandler({
    name: 'serveOgImage',
    parse: parsePreviewRequest,
    find: (target) => publishedWorker(target.refCode),
    file: async (target, worker) => {
      const [{ module }, photo] = await Promise.all([loadRenderer(), consentedPhoto(worker.data)]);
      const card = await module.renderPreviewCard({ worker, language: target.language, photoDataUri: photo });
      return {
        href: card.href,
        make: async () => ({
          headers: {
            'Cache-Control': previewCacheControl,
            'Content-Type': 'image/png',
            'Content-Language': target.language,
          },
          body: await renderPreviewPng(card.svg),
        }),
      };
    },
  }),
);
