import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { region } from '../config';
import { buildContactMail, mailIdForMessage, notificationAddress } from './contactMail';
import { buildContactNotification } from './contactNotification';
import { createOnce } from './createOnce';

/**
 * A new contact message becomes an admin notification (`notifications/contact-{messageId}`) and, when
 * `settings/private.notificationEmail` is set, a Trigger Email document (`mail/contact-{messageId}`).
 * Both ids derive from the message id, so the trigger is idempotent.
 */
export const onContactMessageCreated = onDocumentCreated({ document: 'contactMessages/{messageId}', region }, async (event) => {
  const snapshot = event.data;
  if (!snapshot) return;
  const messageId = event.params.messageId;
  const message = snapshot.data();
  const createdAt = FieldValue.serverTimestamp();

  const notification = createOnce(`notifications/contact-${messageId}`, { ...buildContactNotification(messageId, message), createdAt });
  const mail = db
    .doc('settings/private')
    .get()
    .then((settings) => {
      const to = notificationAddress(settings.data());
      if (!to) return false;
      return createOnce(`mail/${mailIdForMessage(messageId)}`, { ...buildContactMail(messageId, message, to), createdAt });
    });
  const [notified, mailed] = await Promise.all([notification, mail]);
  if (!notified) logger.info('onContactMessageCreated: repeated event, notification already exists', { messageId });
  if (mailed === false) logger.debug('onContactMessageCreated: no mail written (no address or already written)', { messageId });
});
