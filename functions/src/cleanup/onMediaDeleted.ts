import { logger } from 'firebase-functions/v2';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { region } from '../config';
import { deleteStorageFile } from './deleteStorageFile';
import { isMediaFileInUse, whereabouts } from './fileInUse';
import { mediaFileToDelete } from './storagePaths';

/**
 * A media item deleted outright takes its uploaded file (`storagePath`) with it, unless another item
 * (live or in the trash) still uses it. One moved to the trash keeps its file until the purge.
 */
export const onMediaDeleted = onDocumentDeleted({ document: 'media/{mediaId}', region }, async (event) => {
  const path = mediaFileToDelete(event.data?.data());
  if (!path) return;
  if ((await whereabouts('media', event.params.mediaId)).trashed) {
    logger.info('onMediaDeleted: moved to the trash; file kept until the purge', { path });
    return;
  }
  if (await isMediaFileInUse(path)) {
    logger.info('onMediaDeleted: file still used by another media item', { path });
    return;
  }
  await deleteStorageFile(path);
});
