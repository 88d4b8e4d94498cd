import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../admin';
import { finishedRequestStatuses, retentionCutoff, retentionMonths } from './retention';

/**
 * Deletes contact messages, and closed or cancelled requests, created before the retention cutoff,
 * with their notifications and mails (ids `contact-{id}`, `request-{id}`). Answers the counts.
 */
export async function purgeExpired(now = new Date()): Promise<{ messages: number; requests: number }> {
  const [site, privateSettings] = await Promise.all([db.doc('settings/site').get(), db.doc('settings/private').get()]);
  const months = retentionMonths(privateSettings.data(), site.data());
  const cutoff = Timestamp.fromDate(retentionCutoff(now, months));
  const messages = await db.collection('contactMessages').where('createdAt', '<', cutoff).get();
  const requests = await db.collection('requests').where('createdAt', '<', cutoff).get();
  const finished = requests.docs.filter((doc) =>
    (finishedRequestStatuses as readonly string[]).includes(String(doc.get('status'))),
  );
  const writer = db.bulkWriter();
  for (const doc of messages.docs) {
    void writer.delete(doc.ref);
    void writer.delete(db.doc(`notifications/contact-${doc.id}`));
    void writer.delete(db.doc(`mail/contact-${doc.id}`));
  }
  for (const doc of finished) {
    void writer.delete(doc.ref);
    void writer.delete(db.doc(`notifications/request-${doc.id}`));
    void writer.delete(db.doc(`mail/request-${doc.id}`));
  }
  await writer.close();
  return { messages: messages.size, requests: finished.length };
}
