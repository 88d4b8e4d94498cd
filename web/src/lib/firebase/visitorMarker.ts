/**
 * The per-visitor write marker `visitorLimits/{uid}` (docs/decisions/010-rate-limits.md). Pure: no SDK.
 * The security rules decide; these constants mirror firestore.rules (visitorWriteLimit, visitorWindow)
 * so the form can say "too many messages" before it tries.
 */
export const visitorWriteLimit = 5;
export const visitorWindowMs = 60 * 60 * 1000;
/**
 * The marker's time-to-live (`expiresAt`, the TTL field of visitorLimits in firestore.indexes.json):
 * a day from now, well after its window ends; the rules accept more than an hour and less than 3 days.
 */
export const visitorMarkerTtlMs = 24 * 60 * 60 * 1000;

/** The public collections whose creates go through the marker. */
export type VisitorCollection = 'contactMessages' | 'requests';

export interface StoredVisitorMarker {
  count: number;
  /** Milliseconds since the epoch. */
  windowStartMs: number;
}

/** What the next write sets, apart from lastAt (the server time) and lastWrite. */
export type NextVisitorMarker =
  | { ok: true; freshWindow: true; count: 1 }
  | { ok: true; freshWindow: false; count: number; windowStartMs: number }
  | { ok: false; retryAfterMs: number };

/**
 * The marker the next public write sets: a fresh window when there is none or the last one is
 * over (by this clock), else one more in the same window, refused locally once the limit is used.
 */
export function nextVisitorMarker(stored: StoredVisitorMarker | null, nowMs: number): NextVisitorMarker {
  if (!stored || nowMs > stored.windowStartMs + visitorWindowMs) return { ok: true, freshWindow: true, count: 1 };
  if (stored.count >= visitorWriteLimit)
    return { ok: false, retryAfterMs: stored.windowStartMs + visitorWindowMs - nowMs };
  return { ok: true, freshWindow: false, count: stored.count + 1, windowStartMs: stored.windowStartMs };
}

/** The marker's `lastWrite`: which document this write creates. */
export function visitorWritePath(collection: VisitorCollection, id: string): string {
  return `${collection}/${id}`;
}

/** Letters and digits of a submission id (as Firestore's own auto ids). */
const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new document id for a visitor's submission (20 characters, like Firestore's auto ids), chosen on
 * the device before the first try, so a retry writes the same document (issue 30). Unbiased draw.
 */
export function newSubmissionId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const limit = 256 - (256 % idAlphabet.length);
  let id = '';
  while (id.length < 20) {
    for (const byte of random(new Uint8Array(32))) {
      if (byte < limit && id.length < 20) id += idAlphabet[byte % idAlphabet.length];
    }
  }
  return id;
}

/**
 * True when the visitor's marker (its `lastWrite`) names this very document: the batch that
 * created it landed, even if its answer never reached the page (a lost response, a double tap).
 */
export function markerNamesWrite(lastWrite: unknown, collection: VisitorCollection, id: string): boolean {
  return lastWrite === visitorWritePath(collection, id);
}
