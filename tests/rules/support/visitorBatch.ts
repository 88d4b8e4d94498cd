// The rules' per-visitor marker, written as web/src/lib/firebase/visitorWrite.ts writes it: the public
// document and visitorLimits/{uid} in one batch, the marker naming the document.
import { doc, getDoc, serverTimestamp, writeBatch, type Firestore, type Timestamp } from 'firebase/firestore';

/** The uid dbAs(env, 'signedIn') carries. */
export const visitorUid = 'visitor';

export interface MarkerOverrides {
  count?: unknown;
  windowStart?: unknown;
  lastWrite?: unknown;
  lastAt?: unknown;
  extra?: Record<string, unknown>;
}

/** Reads the marker, then writes `path` with `data` and the next marker in one batch. */
export async function visitorCreate(
  db: Firestore,
  path: string,
  data: Record<string, unknown>,
  overrides: MarkerOverrides = {},
  uid = visitorUid,
) {
  const markerRef = doc(db, 'visitorLimits', uid);
  const stored = (await getDoc(markerRef)).data() as { count: number; windowStart: Timestamp } | undefined;
  const batch = writeBatch(db);
  batch.set(doc(db, path), data);
  batch.set(markerRef, {
    count: overrides.count ?? (stored ? stored.count + 1 : 1),
    windowStart: overrides.windowStart ?? (stored ? stored.windowStart : serverTimestamp()),
    lastAt: overrides.lastAt ?? serverTimestamp(),
    lastWrite: overrides.lastWrite ?? path,
    ...overrides.extra,
  });
  return batch.commit();
}
