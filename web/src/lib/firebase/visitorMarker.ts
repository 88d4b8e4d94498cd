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
