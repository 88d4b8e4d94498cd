import { trashIdOf, type TrashCollection } from '@household/model';
import { db } from '../admin';

/**
 * Whether a media file is still used: by a media item, or by one in the trash (restorable, so its file
 * must stay). Two media items may share one uploaded file; cleanup deletes it only when neither needs it.
 */
export async function isMediaFileInUse(path: string): Promise<boolean> {
  // One read-only transaction, so both queries see one instant (as in `whereabouts` below): a move to the
  // trash or a restore of the item that uses the file could otherwise fall between them, and neither
  // query would find it.
  const [live, trashed] = await db.runTransaction(
    (transaction) =>
      Promise.all([
        transaction.get(db.collection('media').where('storagePath', '==', path).limit(1)),
        transaction.get(db.collection('trash').where('data.storagePath', '==', path).limit(1)),
      ]),
    { readOnly: true },
  );
  return !live.empty || !trashed.empty;
}

/**
 * Where `{collection}/{id}` is now: live (the document exists), in the trash (its files stay until the
 * purge), both or neither. Both are read in one read-only transaction, so at one instant: a move to the
 * trash and a restore each change both in one commit, and two separate reads could fall either side of a
 * restore and see neither (the document not yet back, the entry already gone), which took a restored
 * worker's files and contacts.
 */
export async function whereabouts(
  collection: TrashCollection,
  id: string,
): Promise<{ live: boolean; trashed: boolean }> {
  const [live, trashed] = await db.runTransaction(
    (transaction) => transaction.getAll(db.doc(`${collection}/${id}`), db.doc(`trash/${trashIdOf(collection, id)}`)),
    { readOnly: true },
  );
  return { live: live?.exists === true, trashed: trashed?.exists === true };
}
