import { doc, updateDoc, type WriteBatch } from 'firebase/firestore';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { withActor } from '@/admin/lib/firebase/actor';
import { adminPendingWrites } from '../pendingWrites';

/**
 * The admin lists' row writes, the one way (docs/decisions/029-admin-on-a-phone.md): each carries the
 * actor stamp and is counted as waiting for record `id` until the server has it, so the row or card shows
 * "Waiting to send" and the offline banner counts it, whatever the write (status, stage date, contract
 * figures, the staff form, a reservation). Firestore queues it offline and sends it once.
 */
export function updateRecord(collectionName: string, id: string, fields: Record<string, unknown>): Promise<void> {
  return adminPendingWrites.track(id, updateDoc(doc(adminDb, collectionName, id), withActor(fields)));
}

/** A batch that writes record `id` (and its companions), counted as waiting for that record. */
export function commitForRecord(id: string, batch: WriteBatch): Promise<void> {
  return adminPendingWrites.track(id, batch.commit());
}
