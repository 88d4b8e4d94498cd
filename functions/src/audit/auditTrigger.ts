import type { AuditedCollection } from '@household/model';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { region } from '../config';
import { afterFields, decideDocumentWrite, loggedValues } from './auditChanges';
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
    const decision = decideDocumentWrite(beforeData, afterData, writeTime);
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
