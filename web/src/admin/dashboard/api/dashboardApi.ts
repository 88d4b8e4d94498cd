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
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { useLiveCollection, useLiveDoc, type Live } from '@/admin/lib/firebase/useLive';
import { toAdminNotification, toDashboardStats, type AdminNotification, type DashboardStats } from '../dashboardModel';

const statsRef = doc(adminDb, 'stats/dashboard');

/** Query shape 'admin notifications: unread, newest first' (web/src/lib/queryShapes.ts). */
const unreadNotificationsQuery = query(
  collection(adminDb, 'notifications'),
  where('read', '==', false),
  orderBy('createdAt', 'desc'),
  limit(20),
);

/** Live `stats/dashboard`. `data` is null until the functions write it. */
export function useDashboardStats(): Live<DashboardStats | null> {
  return useLiveDoc(statsRef, toDashboardStats);
}

/** Live list of the newest unread notifications. */
export function useUnreadNotifications(): Live<AdminNotification[]> {
  return useLiveCollection(unreadNotificationsQuery, toAdminNotification);
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
