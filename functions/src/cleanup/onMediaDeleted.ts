import { logger } from 'firebase-functions/v2';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { region } from '../config';
import { deleteStorageFile } from './deleteStorageFile';
import { mediaFileToDelete } from './storagePaths';

/** A deleted media item's uploaded file (`storagePath`) is deleted too, unless another item still uses it. */
export const onMediaDeleted = onDocumentDeleted({ document: 'media/{mediaId}', region }, async (event) => {
  const path = mediaFileToDelete(event.data?.data());
  if (!path) return;
  const stillUsed = await db.collection('media').where('storagePath', '==', path).limit(1).get();
  if (!stillUsed.empty) {
    logger.info('onMediaDeleted: file still used by another media item', { path });
    return;
  }
  await deleteStorageFile(path);
});
