import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { buildContactNotification } from './contactNotification';

/**
 * A new contact message becomes an admin notification. The notification id is derived from the
 * message id, and `create()` fails on an existing document, so a redelivered event writes nothing twice.
 */
export const onContactMessageCreated = onDocumentCreated('contactMessages/{messageId}', async (event) => {
  const snapshot = event.data;
  if (!snapshot) return;
  const messageId = event.params.messageId;
  const draft = buildContactNotification(messageId, snapshot.data());
  try {
    await db.doc(`notifications/contact-${messageId}`).create({ ...draft, createdAt: FieldValue.serverTimestamp() });
  } catch (error) {
    if ((error as { code?: number }).code === 6) return; // ALREADY_EXISTS: event delivered again
    throw error;
  }
});
