/**
 * Where the audit log finds the admin who wrote a visitor-readable document (issue 39, decision 027).
 * The documents visitors can read (`content`, `reviews`, `media`, `countryCosts`, `settings/site`) carry
 * no `updatedBy`: the admin's uid goes to the admin-only `auditStamps/{collection}` in the same commit
 * (firestore.rules check both), and the audit trigger reads that stamp as it was at the write's commit
 * time. The other audited documents (staff, requests, messages, admin-only settings) keep `updatedBy`.
 */
export const privatelyStampedCollections = ['content', 'reviews', 'media', 'countryCosts', 'settings'] as const;
export type PrivatelyStampedCollection = (typeof privatelyStampedCollections)[number];

/** In `settings`, only `site` is public (journey, private and priceCeilings are the admin's). */
const publicSettingsDocs: readonly string[] = ['site'];

/** Whether `{collection}/{docId}` is visitor-readable, so its writer is stamped in `auditStamps`, not in it. */
export function stampsPrivately(collection: string, docId: string): collection is PrivatelyStampedCollection {
  if (collection === 'settings') return publicSettingsDocs.includes(docId);
  return (privatelyStampedCollections as readonly string[]).includes(collection);
}

/** The stamp document's path of a collection (one per collection: a batch of many items needs one). */
export function auditStampPath(collection: PrivatelyStampedCollection): string {
  return `auditStamps/${collection}`;
}

/** `auditStamps/{collection}` as stored: the last admin write's author and its time (`request.time`). */
export interface AuditStampDoc<Time = unknown> {
  updatedBy: string;
  updatedAt: Time;
}

/**
 * Field names that hold who wrote a document; none may be in a visitor-readable document (the seed test
 * walks them: tests/functions/publicDocuments.test.ts).
 */
export const actorFieldNames: readonly string[] = ['updatedBy', 'createdBy', 'deletedBy', 'restoredBy', 'actorUid'];
