import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { region } from '../config';
import { entriesForTrashCreate, entriesForTrashDelete } from './trashEntries';
import { eventTime, writeEntry } from './writeEntry';

/**
 * Moves to the trash are the admin's deletes, and a trash entry removed in the commit that writes the
 * original back is a restore (trashEntries.ts). Purges and "delete forever" leave no entry.
 */
export const auditTrash = onDocumentWritten({ document: 'trash/{trashId}', region }, async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  if (after?.exists && !before?.exists) {
    const at = after.createTime ?? eventTime(event.time);
    await Promise.all(entriesForTrashCreate(after.data()).map((planned) => writeEntry(event.id, at, planned)));
    return;
  }
  if (before?.exists && !after?.exists) {
    const trash = before.data();
    if (typeof trash?.collection !== 'string' || typeof trash.id !== 'string' || !/^[^/]{1,1500}$/.test(trash.id))
      return;
    const original = await db.doc(`${trash.collection}/${trash.id}`).get();
    const at = eventTime(event.time);
    const restored =
      original.exists && original.createTime ? { data: original.data() ?? {}, createTime: original.createTime } : null;
    await Promise.all(
      entriesForTrashDelete(trash, restored, at, before.createTime).map((planned) => writeEntry(event.id, at, planned)),
    );
  }
});
