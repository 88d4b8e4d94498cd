import { collection, doc, orderBy, query, updateDoc } from 'firebase/firestore';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { useLiveCollection, type Live } from '@/admin/lib/firebase/useLive';
import { withActor } from '@/admin/lib/firebase/actor';
import { moveToTrashAsAdmin } from '@/admin/lib/firebase/adminTrash';
import { toContactMessage, type ContactMessage, type MessageStatus } from '../messageModel';

/** Query shape 'admin messages table: newest first' (web/src/lib/queryShapes.ts). */
const messagesQuery = query(collection(adminDb, 'contactMessages'), orderBy('createdAt', 'desc'));

/** Live list of all contact messages, newest first. */
export function useContactMessages(): Live<ContactMessage[]> {
  return useLiveCollection(messagesQuery, toContactMessage);
}

export async function updateMessageStatus(id: string, status: MessageStatus): Promise<void> {
  await updateDoc(doc(adminDb, 'contactMessages', id), withActor({ status }));
}

/** The admin's delete: moves the message to the trash (restorable for 30 days; admin/lib/firebase/trash.ts). */
export async function deleteMessage(id: string): Promise<void> {
  await moveToTrashAsAdmin('contactMessages', id);
}

/**
 * Best effort: the dashboard notification of a message (`notifications/contact-{id}`, written by
 * the functions) is marked read once the message itself has been opened. Missing or already read
 * notifications are fine.
 */
export async function markMessageNotificationRead(messageId: string): Promise<void> {
  try {
    await updateDoc(doc(adminDb, 'notifications', `contact-${messageId}`), { read: true });
  } catch {
    // Not there, or already read: nothing to do.
  }
}
