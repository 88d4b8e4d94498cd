import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { region } from '../config';
import { buildContactMail, mailIdForMessage, notificationAddress } from './contactMail';
import { buildContactNotification } from './contactNotification';
import { sendCappedMail } from './cappedMail';
import { createOnce } from './createOnce';

/**
 * A new contact message becomes an admin notification (`notifications/contact-{messageId}`) and, when
 * `settings/private.notificationEmail` is set, a Trigger Email document (`mail/contact-{messageId}`).
 * Both ids derive from the message id, so the trigger is idempotent.
 */
export const onContactMessageCreated = onDocumentCreated(
  { document: 'contactMessages/{messageId}', region },
  async (event) => {
    const snapshot = event.data;
    if (!snapshot) return;
    const messageId = event.params.messageId;
    const message = snapshot.data();
    // The emulator has delivered create events without the document (seen when a test erased it at once);
    // throwing here killed the functions worker and lost the other triggers it was running.
    if (!message) {
      logger.warn('onContactMessageCreated: event without document data, nothing to notify', { messageId });
      return;
    }
    const createdAt = FieldValue.serverTimestamp();

    const draft = buildContactNotification(messageId, message);
    const notification = createOnce(`notifications/contact-${messageId}`, { ...draft, createdAt });
    const mail = db
      .doc('settings/private')
      .get()
      .then((settings): Promise<'sent' | 'held' | 'duplicate'> | 'no address' => {
        const to = notificationAddress(settings.data());
        if (!to) return 'no address';
        const mailId = mailIdForMessage(messageId);
        // At most mailsPerHour office e-mails an hour; the rest go into the hour's digest (decision 010).
        return sendCappedMail(mailId, buildContactMail(messageId, message, to), {
          mailId,
          title: `${draft.title}: ${draft.body}`,
          link: draft.link,
        });
      });
    const [notified, mailed] = await Promise.all([notification, mail]);
    if (!notified) logger.info('onContactMessageCreated: repeated event, notification already exists', { messageId });
    if (mailed !== 'sent') logger.debug('onContactMessageCreated: no mail written now', { messageId, mailed });
  },
);
