import { serverTimestamp, type FieldValue } from 'firebase/firestore';
import type { PrivatelyStampedCollection } from '@household/model';
import { adminAuth, adminDb } from './adminSdk';
import { stampedBatch, type StampedBatch } from './stampedBatch';

/**
 * The actor stamp of every admin write to an audited collection (functions/src/audit records who changed
 * what from it; firestore.rules require `updatedBy` to be the caller's uid). Adds `updatedBy` (the
 * signed-in admin) and `updatedAt` (server time) to the data written. docs/decisions/014-audit-log.md.
 */
export function withActor<T extends object>(data: T): T & { updatedBy: string; updatedAt: FieldValue } {
  return { ...data, updatedBy: signedInAdminUid('write as the admin'), updatedAt: serverTimestamp() };
}

/**
 * The same stamp for a visitor-readable collection (content, reviews, media, countryCosts, settings/site):
 * the admin's uid goes to `auditStamps/{collection}`, never into the document (stampedBatch.ts).
 */
export function adminStampedBatch(collection: PrivatelyStampedCollection): StampedBatch {
  return stampedBatch(adminDb, collection, signedInAdminUid('write as the admin'));
}

/** The signed-in admin's uid, the actor of an admin write; throws (naming `action`) when nobody is signed in. */
export function signedInAdminUid(action: string): string {
  const uid = adminAuth.currentUser?.uid;
  if (!uid) throw new Error(`Not signed in: cannot ${action}`);
  return uid;
}
