import { FieldValue } from 'firebase-admin/firestore';
import { journeyOf, type CountryCode, type Journey } from '@household/model';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { region } from '../config';
import { notificationAddress } from '../notifications/contactMail';
import { sendCappedMail } from '../notifications/cappedMail';
import { createOnce } from '../notifications/createOnce';
import { buildRequestMail, buildRequestNotification, requestMailId, requestNotificationId } from './requestNotice';

/**
 * A new request becomes an admin notification (`notifications/request-{id}`) and, when
 * `settings/private.notificationEmail` is set, a Trigger Email document (`mail/request-{id}`).
 * Both ids derive from the request id, so a redelivered event writes nothing twice. The e-mail
 * goes through the same hourly cap as contact messages (past it, the hour's digest lists it).
 * History stamping is onRequestWritten's job (it covers the create and every status change).
 * Issue 34: the request's journey and country come from its first worker (stampJourney).
 */
export const onRequestCreated = onDocumentCreated({ document: 'requests/{requestId}', region }, async (event) => {
  const snapshot = event.data;
  if (!snapshot) return;
  const requestId = event.params.requestId;
  const request = snapshot.data();
  // As in onContactMessageCreated: an event without the document notifies nothing (never throws).
  if (!request) {
    logger.warn('onRequestCreated: event without document data, nothing to notify', { requestId });
    return;
  }
  const createdAt = FieldValue.serverTimestamp();

  const draft = buildRequestNotification(requestId, request);
  const notification = createOnce(`notifications/${requestNotificationId(requestId)}`, { ...draft, createdAt });
  const mail = db
    .doc('settings/private')
    .get()
    .then((settings) => {
      const to = notificationAddress(settings.data());
      if (!to) return 'no-address' as const;
      const mailId = requestMailId(requestId);
      return sendCappedMail(mailId, buildRequestMail(requestId, request, to), {
        mailId,
        title: `${draft.title}: ${draft.body}`,
        link: draft.link,
      });
    });
  const [notified] = await Promise.all([notification, mail, stampJourney(snapshot.ref, request)]);
  if (!notified) logger.info('onRequestCreated: repeated event, notification already exists', { requestId });
});

/**
 * Stamps `journey` (transfer when the first requested worker is offered for transfer of services) and
 * `country` (that worker's) on a new request: one read of the worker by refCode. Idempotent; a request the
 * migration or the office already stamped keeps its values.
 */
async function stampJourney(ref: FirebaseFirestore.DocumentReference, request: FirebaseFirestore.DocumentData) {
  if (request.journey !== undefined && request.country !== undefined) return;
  const first = Array.isArray(request.refCodes) ? (request.refCodes[0] as unknown) : null;
  const worker =
    typeof first === 'string'
      ? (await db.collection('staff').where('refCode', '==', first).limit(1).get()).docs[0]?.data()
      : undefined;
  const journey: Journey = journeyOf(worker);
  const country = typeof worker?.country === 'string' ? (worker.country as CountryCode) : null;
  await ref.update({ journey, country }).catch((error: unknown) => {
    logger.warn('onRequestCreated: could not stamp the journey', { error });
  });
}
