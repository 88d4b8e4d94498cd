import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../admin';
import type { MailDocument } from './contactMail';
import { createOnce } from './createOnce';
import { hourKey, mailsPerHour, type HeldMail } from './mailCap';

/**
 * Writes the office e-mail `mail/{mailId}` if this hour's cap allows, else holds it for the hour's
 * digest (`mailQuota/{hour}/held/{mailId}`, sent by sendMailDigests). The cap is enforced by
 * claiming one of the hour's numbered slots with create() (no transaction to contend on): at
 * most `mailsPerHour` claims can succeed, however many triggers run at once.
 */
export async function sendCappedMail(
  mailId: string,
  mail: MailDocument,
  held: HeldMail,
  now = new Date(),
): Promise<'sent' | 'held' | 'duplicate'> {
  if ((await db.doc(`mail/${mailId}`).get()).exists) return 'duplicate';
  const hour = hourKey(now);
  const quotaRef = db.doc(`mailQuota/${hour}`);
  const at = FieldValue.serverTimestamp();
  const sent = (await quotaRef.get()).get('sent');
  if (typeof sent !== 'number' || sent < mailsPerHour) {
    for (let slot = 0; slot < mailsPerHour; slot += 1) {
      if (await createOnce(`mailQuota/${hour}/slots/${slot}`, { mailId, at })) {
        await quotaRef.set({ hour, sent: FieldValue.increment(1) }, { merge: true });
        return (await createOnce(`mail/${mailId}`, { ...mail, createdAt: at })) ? 'sent' : 'duplicate';
      }
    }
  }
  if (await createOnce(`mailQuota/${hour}/held/${mailId}`, { ...held, at })) {
    await quotaRef.set({ hour, held: FieldValue.increment(1), digestPending: true }, { merge: true });
  }
  return 'held';
}
