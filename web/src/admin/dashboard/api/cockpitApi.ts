import { collection, limit, orderBy, query, Timestamp, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { dailyStatsFromStored, type DailyStatsDoc } from '@household/model';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { toAdminRequest, type AdminRequest } from '@/admin/lib/requestAdminModel';
import { useLiveCollection, type Live } from '@/admin/lib/firebase/useLive';

/** At most this many requests are listed as still new after 24 hours (the oldest first). */
export const staleRequestsLimit = 10;

/**
 * The day documents `from`..`until` (inclusive, `YYYY-MM-DD`): twelve weeks are at most 84 small
 * documents. Query shape 'admin dashboard: daily stats from a day' (web/src/lib/queryShapes.ts).
 */
export function useDailyStats(from: string, until: string, maxDays: number): Live<DailyStatsDoc[]> {
  const statsQuery = useMemo(
    () =>
      query(
        collection(adminDb, 'dailyStats'),
        where('day', '>=', from),
        where('day', '<=', until),
        orderBy('day'),
        limit(maxDays),
      ),
    [from, until, maxDays],
  );
  return useLiveCollection(statsQuery, dailyStatsFromStored);
}

/**
 * Requests still `new` that were created before `cutoff` (24 hours ago), oldest first, at most ten.
 * Query shape 'admin dashboard: requests still new before a time, oldest first'.
 */
export function useStaleNewRequests(cutoff: Date): Live<AdminRequest[]> {
  const cutoffMs = cutoff.getTime();
  const staleQuery = useMemo(
    () =>
      query(
        collection(adminDb, 'requests'),
        where('status', '==', 'new'),
        where('createdAt', '<=', Timestamp.fromMillis(cutoffMs)),
        orderBy('createdAt', 'asc'),
        limit(staleRequestsLimit),
      ),
    [cutoffMs],
  );
  return useLiveCollection(staleQuery, toAdminRequest);
}
