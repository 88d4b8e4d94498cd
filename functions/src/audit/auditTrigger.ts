import {
  auditStampPath,
  stampsPrivately,
  type AuditedCollection,
  type PrivatelyStampedCollection,
} from '@household/model';
import type { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { region } from '../config';
import { afterFields, decideDocumentWrite, loggedValues, withPrivateStamp, type Data } from './auditChanges';
import { eventTime, writeEntry } from './writeEntry';

/**
 * The audit trigger of one collection: an admin's create or update (decideDocumentWrite) becomes one
 * `auditLog` entry with the changed fields and their before/after values. Deletes and restores are
 * recorded from the trash (onTrashWritten.ts). docs/decisions/014-audit-log.md.
 */
export function auditTrigger(collection: AuditedCollection) {
  return onDocumentWritten({ document: `${collection}/{docId}`, region }, async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    if (!after?.exists) return;
    const beforeData = before?.exists ? before.data() : undefined;
    const afterData = after.data();
    const writeTime = after.updateTime ?? eventTime(event.time);
    // A visitor-readable document names its author only in auditStamps/{collection} (decision 027).
    const decided = stampsPrivately(collection, event.params.docId)
      ? withPrivateStamp(afterData, await stampAt(collection, writeTime))
      : afterData;
    const decision = decideDocumentWrite(beforeData, decided, writeTime);
    if (!decision) return;
    await writeEntry(event.id, writeTime, {
      idSuffix: '',
      action: decision.action,
      collection,
      docId: event.params.docId,
      actorUid: decision.actorUid,
      changed: decision.changed,
      before: loggedValues(collection, beforeData, decision.changed),
      // Which record it is (a worker's refCode and name...) rides along in `after`, not in `changed`.
      after: loggedValues(collection, afterData, afterFields(collection, afterData, decision.changed)),
    });
  });
}

/**
 * `auditStamps/{collection}` as it was when the write committed (a read at that time, so a later admin's
 * stamp never names the author of an earlier write). Production reads back up to an hour at any instant;
 * past that (a late redelivery) the stamp as it is now, which names the author only if still theirs.
 */
async function stampAt(collection: PrivatelyStampedCollection, writeTime: Timestamp): Promise<Data | undefined> {
  const ref = db.doc(auditStampPath(collection));
  try {
    const snapshot = await db.runTransaction((transaction) => transaction.get(ref), {
      readOnly: true,
      readTime: writeTime,
    });
    return snapshot.data();
  } catch (error) {
    logger.warn('audit: stamp not readable at the write time; reading it now', { collection, error: String(error) });
    return (await ref.get()).data();
  }
}
