import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import type { EnsureDefaultImagesAnswer } from '@household/model';
import { db } from '../admin';
import { requireAdmin } from '../auth/requireAdmin';
import { region } from '../config';
import { missingDefaultImages, type PageImageKey } from './defaultImages';

/**
 * Admin-only: fills the page-image settings that are missing with the bundled defaults, in a
 * transaction, never overwriting a value. Answers `{ filled: string[] }` (the keys it set).
 * scripts/ensure-default-images.mjs applies the same decision after start and deploy.
 */
export const ensureDefaultImages = onCall({ region }, async (request): Promise<EnsureDefaultImagesAnswer> => {
  requireAdmin(request);
  const ref = db.doc('settings/site');
  const filled = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const updates = missingDefaultImages(snapshot.data());
    const keys = Object.keys(updates) as PageImageKey[];
    // A function's write: it drops the admin's actor stamp so the audit log does not count it as theirs.
    if (keys.length > 0)
      transaction.set(
        ref,
        { ...updates, updatedAt: FieldValue.serverTimestamp(), updatedBy: FieldValue.delete() },
        { merge: true },
      );
    return keys;
  });
  return { filled };
});
