import { collection, limit, orderBy, query, Timestamp, where, type QueryConstraint } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import { auditEntryFromStored, type AuditEntry } from '@household/model';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { timeRange, type AuditFilter } from '../auditView';

export interface AuditLogState {
  status: 'loading' | 'error' | 'success';
  entries: AuditEntry[];
  /** True when the limit was reached: "Load more" may find older entries. */
  mayHaveMore: boolean;
  error?: Error;
}

/**
 * Live `auditLog`, newest first, at most `max` entries, filtered by collection, action and a day range.
 * Query shapes 'admin activity log: ...' (web/src/lib/queryShapes.ts); firestore.indexes.json has
 * their indexes. Never Suspense mode (reactfire #793).
 */
export function useAuditLog(filter: AuditFilter, max: number): AuditLogState {
  const { start, end } = timeRange(filter);
  const startMs = start?.getTime() ?? null;
  const endMs = end?.getTime() ?? null;
  const auditQuery = useMemo(() => {
    const constraints: QueryConstraint[] = [];
    if (filter.collection) constraints.push(where('collection', '==', filter.collection));
    if (filter.action) constraints.push(where('action', '==', filter.action));
    if (startMs !== null) constraints.push(where('at', '>=', Timestamp.fromMillis(startMs)));
    if (endMs !== null) constraints.push(where('at', '<', Timestamp.fromMillis(endMs)));
    return query(collection(adminDb, 'auditLog'), ...constraints, orderBy('at', 'desc'), limit(max));
  }, [filter.collection, filter.action, startMs, endMs, max]);
  const { status, data, error } = useFirestoreCollectionData(auditQuery, { idField: 'id' });
  const entries = useMemo(
    () => (data ?? []).flatMap((raw) => auditEntryFromStored(String(raw.id), raw as Record<string, unknown>) ?? []),
    [data],
  );
  return { status, entries, mayHaveMore: (data?.length ?? 0) >= max, error };
}
