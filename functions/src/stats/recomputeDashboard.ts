import { Timestamp, type Query } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db, grpc, hasCode } from '../admin';
import {
  dashboardCounterNames,
  dashboardCounters,
  counterQuery,
  isNewerThanStored,
  storedCoversChange,
  type CounterSpec,
  type DashboardCounts,
} from './dashboardStats';

export const dashboardPath = 'stats/dashboard';
const MAX_WRITE_ATTEMPTS = 8;

export type RecomputeOutcome = 'covered' | 'written' | 'superseded';

/** All counters from count aggregations, read in one read-only transaction (one consistent snapshot). */
async function countNow(): Promise<{ counts: DashboardCounts; countedAt: Timestamp }> {
  return db.runTransaction(
    async (transaction) => {
      const results = await Promise.all(
        dashboardCounterNames.map(async (name) => {
          const spec: CounterSpec = dashboardCounters[name];
          const query = counterQuery<Query>(db.collection(spec.collection), spec);
          const snapshot = await transaction.get(query.count());
          return { name, count: snapshot.data().count, readTime: snapshot.readTime };
        }),
      );
      const counts = {} as DashboardCounts;
      let countedAt = results[0]!.readTime;
      for (const { name, count, readTime } of results) {
        counts[name] = count;
        if (readTime.valueOf() < countedAt.valueOf()) countedAt = readTime; // equal in one snapshot; min to be safe
      }
      return { counts, countedAt };
    },
    { readOnly: true },
  );
}

/**
 * Recomputes `stats/dashboard` from count aggregations. Idempotent (recomputing, never incrementing)
 * and safe under concurrency: `updatedAt` is the read time of the counts, and a result is written only
 * when it was read later than the stored one (compare-and-set on the document's update time), so a slow
 * older recompute never overwrites a newer one. The trigger of the last write always reads after that
 * write, so once writes stop the stored counts are exact.
 *
 * @param changeTime commit time of the triggering write, when known: nothing is counted when the stored
 *   counts were already read after it (a burst of writes is then counted by a few recomputes, not all).
 */
export async function recomputeDashboard(changeTime?: Timestamp): Promise<RecomputeOutcome> {
  const ref = db.doc(dashboardPath);
  if (changeTime) {
    const stored = await ref.get();
    if (storedCoversChange(stored.data(), changeTime)) return 'covered';
  }
  const { counts, countedAt } = await countNow();
  for (let attempt = 1; attempt <= MAX_WRITE_ATTEMPTS; attempt += 1) {
    const stored = await ref.get();
    if (!isNewerThanStored(stored.data(), countedAt)) return 'superseded';
    const data = { ...counts, updatedAt: countedAt };
    try {
      if (stored.exists) await ref.update(data, { lastUpdateTime: stored.updateTime! });
      else await ref.create(data);
      return 'written';
    } catch (error) {
      // Someone wrote in between: read again and compare read times.
      if (hasCode(error, grpc.failedPrecondition) || hasCode(error, grpc.alreadyExists)) continue;
      throw error;
    }
  }
  logger.warn('recomputeDashboard: gave up after repeated write conflicts; a newer recompute will land', {
    attempts: MAX_WRITE_ATTEMPTS,
  });
  return 'superseded';
}
