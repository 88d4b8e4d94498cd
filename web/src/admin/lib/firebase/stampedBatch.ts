import {
  deleteField,
  doc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { auditStampPath, type PrivatelyStampedCollection } from '@household/model';

/**
 * Admin writes to visitor-readable documents (`content`, `reviews`, `media`, `countryCosts`,
 * `settings/site`; model/src/auditStamps.ts, docs/decisions/027-trust-round-four.md). Each document gets a
 * fresh `updatedAt` and loses any old `updatedBy` (a visitor could read it); the admin's uid goes to
 * `auditStamps/{collection}` in the same commit, where firestore.rules require it and the audit trigger
 * reads it. One batch: the stamp and every document of the collection commit together or not at all.
 */
export interface StampedBatch {
  /** Writes the whole document (a create or a replace). */
  set(ref: DocumentReference, data: DocumentData): StampedBatch;
  /** Merges fields into the document (created when absent). */
  merge(ref: DocumentReference, data: DocumentData): StampedBatch;
  /** Updates fields of an existing document (dotted paths allowed). */
  update(ref: DocumentReference, data: DocumentData): StampedBatch;
  commit(): Promise<void>;
}

export function stampedBatch(db: Firestore, collection: PrivatelyStampedCollection, actorUid: string): StampedBatch {
  const batch = writeBatch(db);
  batch.set(doc(db, auditStampPath(collection)), { updatedBy: actorUid, updatedAt: serverTimestamp() });
  const stamped: StampedBatch = {
    set(ref, data) {
      batch.set(ref, { ...data, updatedAt: serverTimestamp() });
      return stamped;
    },
    merge(ref, data) {
      batch.set(ref, { ...data, updatedAt: serverTimestamp(), updatedBy: deleteField() }, { merge: true });
      return stamped;
    },
    update(ref, data) {
      batch.update(ref, { ...data, updatedAt: serverTimestamp(), updatedBy: deleteField() });
      return stamped;
    },
    commit: () => batch.commit(),
  };
  return stamped;
}
