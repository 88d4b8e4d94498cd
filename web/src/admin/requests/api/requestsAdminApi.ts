import { collection, getDocs, orderBy, query, serverTimestamp, Timestamp, where } from 'firebase/firestore';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { markItemNotificationRead } from '@/admin/lib/api/notificationRead';
import { useLiveCollection, type Live } from '@/admin/lib/firebase/useLive';
import { updateRecord } from '@/admin/lib/offline/api/recordWrites';
import { moveToTrashAsAdmin } from '@/admin/lib/firebase/adminTrash';
import { toAdminRequest, type AdminRequest, type RequestStatus } from '@/admin/lib/requestAdminModel';

/** Query shape 'admin requests: newest first' (web/src/lib/queryShapes.ts). */
const requestsQuery = query(collection(adminDb, 'requests'), orderBy('createdAt', 'desc'));

/** Live list of every request, newest first. */
export function useAdminRequests(): Live<AdminRequest[]> {
  return useLiveCollection(requestsQuery, toAdminRequest);
}

/**
 * Moves a request to another stage. The rules accept status + updatedAt (server time) only; the
 * history entry is stamped by the onRequestWritten function with that same time.
 */
export async function updateRequestStatus(id: string, status: RequestStatus): Promise<void> {
  // Counted as waiting until the server has it (a phone offline: the row says so, the banner counts it).
  await updateRecord('requests', id, { status, updatedAt: serverTimestamp() });
}

export type ReserveOutcome = 'reserved' | 'notFound';

/**
 * Holds a worker for a request: `staff/{id}.reservedUntil` (shown publicly as Reserved, the model's
 * availabilityOf); `until` null releases the hold at once. Query shape 'admin requests: staff by refCode'.
 */
export async function reserveWorker(refCode: string, until: Date | null): Promise<ReserveOutcome> {
  const found = await getDocs(query(collection(adminDb, 'staff'), where('refCode', '==', refCode)));
  if (found.empty) return 'notFound';
  const reservedUntil = until ? Timestamp.fromDate(until) : null;
  await Promise.all(
    found.docs.map((staff) => updateRecord('staff', staff.id, { reservedUntil, updatedAt: serverTimestamp() })),
  );
  return 'reserved';
}

/** The admin's delete: moves the request to the trash (restorable for 30 days; admin/lib/firebase/trash.ts). */
export async function deleteRequest(id: string): Promise<void> {
  await moveToTrashAsAdmin('requests', id);
}

/** Best effort: the notification of a request is marked read once the request is opened. */
export const markRequestNotificationRead = (requestId: string) => markItemNotificationRead('request', requestId);
