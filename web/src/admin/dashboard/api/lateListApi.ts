import { collection, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { toAdminRequest, type AdminRequest } from '@/admin/lib/requestAdminModel';
import { useLiveCollection, type Live } from '@/admin/lib/firebase/useLive';

/**
 * The requests whose clock ends on or before `untilDay` (`YYYY-MM-DD`; a week from today), soonest first:
 * the late ones and those due this week, nothing else. `dueDay` is stamped by onRequestWritten (null when
 * the request ended or its stage has no clock, and those are not read). At 1,000 open requests the list
 * reads only the requests it shows, not the 1,000. Query shape 'admin dashboard: requests due by a day,
 * soonest first' (web/src/lib/queryShapes.ts).
 */
export function useDueRequests(untilDay: string): Live<AdminRequest[]> {
  const dueQuery = useMemo(
    () => query(collection(adminDb, 'requests'), where('dueDay', '<=', untilDay), orderBy('dueDay', 'asc')),
    [untilDay],
  );
  return useLiveCollection(dueQuery, toAdminRequest);
}
