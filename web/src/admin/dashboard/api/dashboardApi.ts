import {
  collection,
  doc,
  getDocFromServer,
  limit,
  orderBy,
  query,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { toAdminNotification, toDashboardStats, type AdminNotification, type DashboardStats } from '../dashboardModel';

const statsRef = doc(adminDb, 'stats/dashboard');

/** Query shape 'admin notifications: unread, newest first' (web/src/lib/queryShapes.ts). */
const unreadNotificationsQuery = query(
  collection(adminDb, 'notifications'),
  where('read', '==', false),
  orderBy('createdAt', 'desc'),
  limit(20),
);

export interface LiveValue<T> {
  status: 'loading' | 'error' | 'success';
  data: T;
  error?: Error;
}

/** Live `stats/dashboard` (never Suspense mode: reactfire #793). `data` is null until the functions write it. */
export function useDashboardStats(): LiveValue<DashboardStats | null> {
  const { status, data, error } = useFirestoreDocData(statsRef, { idField: 'id' });
  const stats = useMemo(() => toDashboardStats(data as Record<string, unknown> | undefined), [data]);
  return { status, data: stats, error };
}

/** Live list of the newest unread notifications. */
export function useUnreadNotifications(): LiveValue<AdminNotification[]> {
  const { status, data, error } = useFirestoreCollectionData(unreadNotificationsQuery, { idField: 'id' });
  const items = useMemo(
    () => (data ?? []).map((raw) => toAdminNotification(String(raw.id), raw as Record<string, unknown>)),
    [data],
  );
  return { status, data: items, error };
}

/** One read straight from the server (not the cache), for the Refresh Data button. */
export async function fetchDashboardStatsFromServer(): Promise<DashboardStats | null> {
  const snapshot = await getDocFromServer(statsRef);
  return toDashboardStats(snapshot.data());
}

/** The rules let the admin change only `read`, and only to true. */
export async function markNotificationRead(id: string): Promise<void> {
  await updateDoc(doc(adminDb, 'notifications', id), { read: true });
}

export async function markNotificationsRead(ids: readonly string[]): Promise<void> {
  const batch = writeBatch(adminDb);
  for (const id of ids) batch.update(doc(adminDb, 'notifications', id), { read: true });
  await batch.commit();
}
