import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { grpc, hasCode } from '../../admin';
import type { DayDelta } from './dailyDeltas';

/** Where the "already counted" markers live; each carries `expireAt` for a Firestore TTL policy. */
export const statsEventsCollection = 'dailyStatsEvents';
/** Markers outlive the trash (30 days) so a restored document is never counted again. */
const markerDays = 60;

/**
 * Applies the deltas once per `markerId`: one batch creates the marker and increments the day
 * documents. A redelivered event finds the marker, the batch fails as a whole, nothing is counted
 * twice (at-least-once delivery, docs/architecture.md#security-model). Increments need no read, so
 * a burst of writes never conflicts. Returns false when the event was already counted.
 */
export async function applyDailyEvent(db: Firestore, markerId: string, deltas: readonly DayDelta[]): Promise<boolean> {
  if (deltas.length === 0) return false;
  const batch = db.batch();
  batch.create(db.collection(statsEventsCollection).doc(markerId), {
    days: deltas.map((delta) => delta.day),
    at: FieldValue.serverTimestamp(),
    expireAt: Timestamp.fromMillis(Date.now() + markerDays * 86_400_000),
  });
  for (const delta of deltas) {
    const data: Record<string, unknown> = { day: delta.day, updatedAt: FieldValue.serverTimestamp() };
    if (delta.requests) data.requests = FieldValue.increment(delta.requests);
    if (delta.messages) data.messages = FieldValue.increment(delta.messages);
    const increments = (map: Record<string, number> | undefined) =>
      map && Object.keys(map).length > 0
        ? Object.fromEntries(Object.entries(map).map(([key, by]) => [key, FieldValue.increment(by)]))
        : undefined;
    const stages = increments(delta.stages);
    const workers = increments(delta.workers);
    if (stages) data.stages = stages;
    if (workers) data.workers = workers;
    if (delta.contactMinutes && Object.keys(delta.contactMinutes).length > 0)
      data.contactMinutes = delta.contactMinutes;
    batch.set(db.doc(`dailyStats/${delta.day}`), data, { merge: true });
  }
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (hasCode(error, grpc.alreadyExists)) return false;
    throw error;
  }
}
