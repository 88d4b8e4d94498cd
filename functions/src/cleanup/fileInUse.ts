import { trashIdOf, type TrashCollection } from '@household/model';
import { db } from '../admin';

/**
 * Whether a media file is still used: by a media item, or by one in the trash (restorable, so its file
 * must stay). Two media items may share one uploaded file; cleanup deletes it only when neither needs it.
 */
export async function isMediaFileInUse(path: string): Promise<boolean> {
  const [live, trashed] = await Promise.all([
    db.collection('media').where('storagePath', '==', path).limit(1).get(),
    db.collection('trash').where('data.storagePath', '==', path).limit(1).get(),
  ]);
  return !live.empty || !trashed.empty;
}

/** Whether `{collection}/{id}` sits in the trash now (its files stay until the purge). */
export async function isInTrash(collection: TrashCollection, id: string): Promise<boolean> {
  return (await db.doc(`trash/${trashIdOf(collection, id)}`).get()).exists;
}
