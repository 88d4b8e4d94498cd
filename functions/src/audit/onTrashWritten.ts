import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { region } from '../config';
import { entriesForTrashCreate, entriesForTrashDelete } from './trashEntries';
import { eventTime, writeEntry } from './writeEntry';

/**
 * Moves to the trash are the admin's deletes, and a trash entry removed in the commit that writes the
 * original back is a restore (trashEntries.ts), logged with what is found back (a worker's contacts only
 * when they are there again). Purges and "delete forever" leave no entry.
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
    const [original, contacts] = await Promise.all([
      db.doc(`${trash.collection}/${trash.id}`).get(),
      trash.collection === 'staff' ? db.doc(`staffContacts/${trash.id}`).get() : null,
    ]);
    const at = eventTime(event.time);
    const found = (snapshot: FirebaseFirestore.DocumentSnapshot | null) =>
      snapshot?.exists && snapshot.createTime ? { data: snapshot.data() ?? {}, createTime: snapshot.createTime } : null;
    await Promise.all(
      entriesForTrashDelete(trash, found(original), at, before.createTime, found(contacts)).map((planned) =>
        writeEntry(event.id, at, planned),
      ),
    );
  }
});
