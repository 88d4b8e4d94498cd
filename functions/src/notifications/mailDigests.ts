import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../admin';
import { notificationAddress } from './contactMail';
import { createOnce } from './createOnce';
import { buildDigestMail, digestListLimit, dueDigestHours, type HeldMail } from './mailCap';

/**
 * Sends the digest of every finished hour that held mails over the cap: one `mail/digest-{hour}`
 * listing them, then clears the hour's digestPending flag. Idempotent (create-once per hour).
 * Answers the hours it handled.
 */
export async function sendDueDigests(now = new Date()): Promise<string[]> {
  const pending = await db.collection('mailQuota').where('digestPending', '==', true).get();
  const hours = dueDigestHours(
    pending.docs.map((doc) => doc.id),
    now,
  );
  if (hours.length === 0) return [];
  const to = notificationAddress((await db.doc('settings/private').get()).data());
  for (const hour of hours) {
    const quotaRef = db.doc(`mailQuota/${hour}`);
    if (to) {
      const heldRef = quotaRef.collection('held');
      const [total, listed] = await Promise.all([
        heldRef.count().get(),
        heldRef.orderBy('at').limit(digestListLimit).get(),
      ]);
      const held = listed.docs.map(
        (doc) =>
          ({
            mailId: doc.id,
            title: String(doc.get('title') ?? ''),
            link: String(doc.get('link') ?? ''),
          }) satisfies HeldMail,
      );
      await createOnce(`mail/digest-${hour}`, {
        ...buildDigestMail(hour, held, total.data().count, to),
        createdAt: FieldValue.serverTimestamp(),
      });
    }
    await quotaRef.update({ digestPending: false });
  }
  return hours;
}
