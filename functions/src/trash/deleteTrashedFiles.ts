import { logger } from 'firebase-functions/v2';
import { isTrashCollection } from '@household/model';
import { ownBuckets } from '../admin';
import { deleteStorageFile } from '../cleanup/deleteStorageFile';
import { isMediaFileInUse, whereabouts } from '../cleanup/fileInUse';
import { trashEntryFiles } from './trashFiles';

/**
 * Deletes the files of a trash entry that is gone for good (purged, or "Delete forever"). Nothing is
 * deleted when the document was restored (it exists again) or is in the trash again, nor a media file
 * another item (live or trashed) still uses. Idempotent. Answers the paths it deleted.
 */
export async function deleteTrashedFiles(entry: Record<string, unknown> | undefined): Promise<string[]> {
  const paths = trashEntryFiles(entry, ownBuckets());
  if (!entry || paths.length === 0 || !isTrashCollection(entry.collection)) return [];
  const collection = entry.collection;
  const id = String(entry.id);
  const now = await whereabouts(collection, id);
  if (now.live || now.trashed) {
    logger.info('deleteTrashedFiles: restored or trashed again; files kept', { collection, id });
    return [];
  }
  const unused =
    collection === 'media'
      ? (await Promise.all(paths.map(async (path) => ((await isMediaFileInUse(path)) ? null : path)))).flatMap(
          (p) => p ?? [],
        )
      : paths;
  const deleted = await Promise.all(unused.map(async (path) => ((await deleteStorageFile(path)) ? path : null)));
  return deleted.flatMap((path) => path ?? []);
}
