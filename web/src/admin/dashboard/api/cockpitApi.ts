import { collection, limit, orderBy, query, Timestamp, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import { dailyStatsFromStored, type DailyStatsDoc } from '@household/model';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { toAdminRequest, type AdminRequest } from '@/admin/lib/requestAdminModel';
import type { LiveValue } from './dashboardApi';

/** At most this many requests are listed as still new after 24 hours (the oldest first). */
export const staleRequestsLimit = 10;

/**
 * The day documents `from`..`until` (inclusive, `YYYY-MM-DD`): twelve weeks are at most 84 small
 * documents. Query shape 'admin dashboard: daily stats from a day' (web/src/lib/queryShapes.ts).
 */
export function useDailyStats(from: string, until: string, maxDays: number): LiveValue<DailyStatsDoc[]> {
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
  const { status, data, error } = useFirestoreCollectionData(statsQuery, { idField: 'id' });
  const days = useMemo(
    () => (data ?? []).map((raw) => dailyStatsFromStored(String(raw.id), raw as Record<string, unknown>)),
    [data],
  );
  return { status, data: days, error };
}

/**
 * Requests still `new` that were created before `cutoff` (24 hours ago), oldest first, at most ten.
 * Query shape 'admin dashboard: requests still new before a time, oldest first'.
 */
export function useStaleNewRequests(cutoff: Date): LiveValue<AdminRequest[]> {
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
  const { status, data, error } = useFirestoreCollectionData(staleQuery, { idField: 'id' });
  const requests = useMemo(
    () => (data ?? []).map((raw) => toAdminRequest(String(raw.id), raw as Record<string, unknown>)),
    [data],
  );
  return { status, data: requests, error };
}
