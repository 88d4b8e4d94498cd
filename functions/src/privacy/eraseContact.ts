import { logger } from 'firebase-functions/v2';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { DocumentReference } from 'firebase-admin/firestore';
import type { EraseContactAnswer } from '@household/model';
import { db } from '../admin';
import { requireAdmin } from '../auth/requireAdmin';
import { region } from '../config';
import {
  documentMatches,
  erasableCollections,
  mailQuotes,
  parseEraseInput,
  type EraseCounts,
  type EraseTarget,
} from './eraseMatch';

/** What one erase finds: the references to delete, by kind (no personal data leaves this module). */
interface Found {
  counts: EraseCounts;
  refs: DocumentReference[];
}

/**
 * Finds everything held about one e-mail address or phone number: contact messages and requests
 * (compared in memory: e-mails case-insensitively, phones by their canonical digits, which a
 * Firestore equality query cannot do), their notifications and mails (`contact-{id}`,
 * `request-{id}`), mails that quote them (hourly digests) and the digest's held entries, and trash
 * entries holding such a message or request.
 */
async function findContactData(target: EraseTarget): Promise<Found> {
  const counts: EraseCounts = { contactMessages: 0, requests: 0, notifications: 0, mails: 0, trash: 0 };
  const refs: DocumentReference[] = [];
  const mailIds = new Set<string>();
  const quoted = new Set<string>(target.kind === 'email' ? [target.email] : []);

  for (const { collection, prefix } of erasableCollections) {
    const snapshot = await db.collection(collection).select('email', 'phone').get();
    for (const doc of snapshot.docs) {
      const data = doc.data();
      if (!documentMatches(data, target)) continue;
      counts[collection] += 1;
      refs.push(doc.ref);
      for (const value of [data.email, data.phone])
        if (typeof value === 'string' && value.trim()) quoted.add(value.trim());
      const notification = db.doc(`notifications/${prefix}-${doc.id}`);
      if ((await notification.get()).exists) {
        counts.notifications += 1;
        refs.push(notification);
      }
      mailIds.add(`${prefix}-${doc.id}`);
    }
  }

  const trash = await db
    .collection('trash')
    .where(
      'collection',
      'in',
      erasableCollections.map((entry) => entry.collection),
    )
    .get();
  for (const doc of trash.docs) {
    const data = doc.get('data') as { email?: unknown; phone?: unknown } | undefined;
    if (!documentMatches(data, target)) continue;
    counts.trash += 1;
    refs.push(doc.ref);
    const prefix = erasableCollections.find((entry) => entry.collection === doc.get('collection'))?.prefix;
    const id = doc.get('id');
    if (prefix && typeof id === 'string') mailIds.add(`${prefix}-${id}`);
  }

  const values = [...quoted];
  const mails = await db.collection('mail').get();
  for (const doc of mails.docs) {
    if (!mailIds.has(doc.id) && !mailQuotes(doc.data(), values)) continue;
    counts.mails += 1;
    refs.push(doc.ref);
  }
  // A mail held over the hourly cap waits in mailQuota/{hour}/held/{mailId} for the digest.
  if (mailIds.size > 0) {
    const held = await db.collectionGroup('held').get();
    for (const doc of held.docs)
      if (mailIds.has(doc.id) && doc.ref.parent.parent?.parent.id === 'mailQuota') refs.push(doc.ref);
  }
  return { counts, refs };
}

/**
 * Admin only. `{ contact, apply }`: counts (apply false, the preview) or deletes (apply true) everything
 * held about one e-mail address or phone number. Answers `{ applied, counts }`: counts only, nothing
 * personal, so the answer and the log line can be kept for the audit.
 */
export const eraseContact = onCall(
  { region, timeoutSeconds: 300, memory: '512MiB' },
  async (request): Promise<EraseContactAnswer> => {
    const uid = requireAdmin(request);
    const input = parseEraseInput(request.data);
    if (!input.ok) throw new HttpsError('invalid-argument', input.message);
    const { counts, refs } = await findContactData(input.target);
    if (input.apply && refs.length > 0) {
      const writer = db.bulkWriter();
      for (const ref of refs) void writer.delete(ref);
      await writer.close();
    }
    logger.info('eraseContact', { uid, kind: input.target.kind, applied: input.apply, counts });
    return { applied: input.apply, counts };
  },
);
