import { doc, getDoc, serverTimestamp, Timestamp, writeBatch, type DocumentReference } from 'firebase/firestore/lite';
import { publicDb } from './publicDb';
import { visitorUser } from './visitorAuth';
import {
  markerNamesWrite,
  nextVisitorMarker,
  visitorMarkerTtlMs,
  visitorWritePath,
  type VisitorCollection,
} from './visitorMarker';

/** Thrown when this visitor used the limit of public writes; the form says so in its language. */
export class VisitorLimitError extends Error {
  constructor(readonly retryAfterMs: number) {
    super('Too many messages from this visitor; try again later.');
    this.name = 'VisitorLimitError';
  }
}

/** The visitor's marker as stored, or undefined when there is none. */
async function readMarker(markerRef: DocumentReference): Promise<StoredMarker | undefined> {
  const stored = await getDoc(markerRef);
  return stored.data() as StoredMarker | undefined;
}

interface StoredMarker {
  count?: unknown;
  windowStart?: unknown;
  lastWrite?: unknown;
}

/**
 * Creates one public document (`contactMessages`, `requests`) the way the security rules require
 * (docs/decisions/010-rate-limits.md): as a signed-in visitor (Anonymous Auth), in one batch with
 * the visitor's marker `visitorLimits/{uid}` naming the new document. `data` is the document as
 * its collection's rules expect it (server timestamps included).
 *
 * `id` is chosen on the device before the first try (issue 30): a retry writes the same document,
 * and the rules refuse a second write to an existing one (create only). Before writing, and after
 * a write that failed, the marker tells whether this document was already stored (its answer lost
 * on the way, or a second tap): then the send counts as done and nothing is written again. No
 * timeout: the promise settles when the database answers, however late.
 */
export async function createAsVisitor(
  collectionName: VisitorCollection,
  id: string,
  data: Record<string, unknown>,
): Promise<void> {
  const user = await visitorUser();
  const db = publicDb();
  const markerRef = doc(db, 'visitorLimits', user.uid);
  const storedData = await readMarker(markerRef);
  if (markerNamesWrite(storedData?.lastWrite, collectionName, id)) return;
  const next = nextVisitorMarker(
    storedData && typeof storedData.count === 'number' && storedData.windowStart instanceof Timestamp
      ? { count: storedData.count, windowStartMs: storedData.windowStart.toMillis() }
      : null,
    Date.now(),
  );
  if (!next.ok) throw new VisitorLimitError(next.retryAfterMs);

  const ref = doc(db, collectionName, id);
  const batch = writeBatch(db);
  batch.set(ref, data);
  batch.set(markerRef, {
    count: next.count,
    // The stored timestamp itself: the rules compare it exactly (microseconds).
    windowStart: next.freshWindow ? serverTimestamp() : (storedData?.windowStart as Timestamp),
    lastAt: serverTimestamp(),
    lastWrite: visitorWritePath(collectionName, id),
    // Deleted by Firestore's TTL policy after this (firestore.indexes.json fieldOverrides).
    expiresAt: Timestamp.fromMillis(Date.now() + visitorMarkerTtlMs),
  });
  try {
    await batch.commit();
  } catch (error) {
    const after = await readMarker(markerRef).catch(() => undefined);
    if (markerNamesWrite(after?.lastWrite, collectionName, id)) return;
    throw error;
  }
}

/** True when the database refused the write for good (not a network failure): a retry with the same id cannot succeed. */
export function isRefusedWrite(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'permission-denied';
}
