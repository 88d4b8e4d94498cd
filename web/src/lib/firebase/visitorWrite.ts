import { collection, doc, getDoc, serverTimestamp, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { publicDb } from './publicDb';
import { visitorUser } from './visitorAuth';
import { nextVisitorMarker, visitorMarkerTtlMs, visitorWritePath, type VisitorCollection } from './visitorMarker';

/** Thrown when this visitor used the limit of public writes; the form says so in its language. */
export class VisitorLimitError extends Error {
  constructor(readonly retryAfterMs: number) {
    super('Too many messages from this visitor; try again later.');
    this.name = 'VisitorLimitError';
  }
}

/**
 * Creates one public document (`contactMessages`, `requests`) the way the security rules require
 * (docs/decisions/010-rate-limits.md): as a signed-in visitor (Anonymous Auth), in one batch with
 * the visitor's marker `visitorLimits/{uid}` naming the new document. `data` is the document as
 * its collection's rules expect it (server timestamps included). Answers the new id.
 */
export async function createAsVisitor(
  collectionName: VisitorCollection,
  data: Record<string, unknown>,
): Promise<string> {
  const user = await visitorUser();
  const db = publicDb();
  const markerRef = doc(db, 'visitorLimits', user.uid);
  const stored = await getDoc(markerRef);
  const storedData = stored.data() as { count?: unknown; windowStart?: unknown } | undefined;
  const next = nextVisitorMarker(
    storedData && typeof storedData.count === 'number' && storedData.windowStart instanceof Timestamp
      ? { count: storedData.count, windowStartMs: storedData.windowStart.toMillis() }
      : null,
    Date.now(),
  );
  if (!next.ok) throw new VisitorLimitError(next.retryAfterMs);

  const ref = doc(collection(db, collectionName));
  const batch = writeBatch(db);
  batch.set(ref, data);
  batch.set(markerRef, {
    count: next.count,
    // The stored timestamp itself: the rules compare it exactly (microseconds).
    windowStart: next.freshWindow ? serverTimestamp() : (storedData?.windowStart as Timestamp),
    lastAt: serverTimestamp(),
    lastWrite: visitorWritePath(collectionName, ref.id),
    // Deleted by Firestore's TTL policy after this (firestore.indexes.json fieldOverrides).
    expiresAt: Timestamp.fromMillis(Date.now() + visitorMarkerTtlMs),
  });
  await batch.commit();
  return ref.id;
}
