import { doc, updateDoc } from 'firebase/firestore';
import { adminDb } from '@/admin/lib/firebase/adminSdk';

/**
 * Best effort: the dashboard notification of a contact message or a request (`notifications/contact-{id}`,
 * `notifications/request-{id}`, written by the functions) is marked read once the item itself has been
 * opened. A missing or already read notification is fine.
 */
export async function markItemNotificationRead(kind: 'contact' | 'request', itemId: string): Promise<void> {
  try {
    await updateDoc(doc(adminDb, 'notifications', `${kind}-${itemId}`), { read: true });
  } catch {
    // Not there, or already read: nothing to do.
  }
}
