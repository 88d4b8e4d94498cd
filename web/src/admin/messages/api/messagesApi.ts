import { collection, orderBy, query } from 'firebase/firestore';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { markItemNotificationRead } from '@/admin/lib/api/notificationRead';
import { useLiveCollection, type Live } from '@/admin/lib/firebase/useLive';
import { updateRecord } from '@/admin/lib/offline/api/recordWrites';
import { moveToTrashAsAdmin } from '@/admin/lib/firebase/adminTrash';
import type { ContactMessage, MessageStatus } from '../messageModel';
import { contactMessageFromStored } from '@household/model';

/** Query shape 'admin messages table: newest first' (web/src/lib/queryShapes.ts). */
const messagesQuery = query(collection(adminDb, 'contactMessages'), orderBy('createdAt', 'desc'));

/** Live list of all contact messages, newest first. */
export function useContactMessages(): Live<ContactMessage[]> {
  return useLiveCollection(messagesQuery, contactMessageFromStored);
}

export async function updateMessageStatus(id: string, status: MessageStatus): Promise<void> {
  await updateRecord('contactMessages', id, { status });
}

/** The admin's delete: moves the message to the trash (restorable for 30 days; admin/lib/firebase/trash.ts). */
export async function deleteMessage(id: string): Promise<void> {
  await moveToTrashAsAdmin('contactMessages', id);
}

/** Best effort: the message's dashboard notification is marked read once the message has been opened. */
export const markMessageNotificationRead = (messageId: string) => markItemNotificationRead('contact', messageId);
