/** Which Storage files belong to a trash entry. Pure: no SDK. */
import { isTrashCollection } from '@household/model';
import { mediaFileToDelete, staffFilesToDelete } from '../cleanup/storagePaths';

/**
 * The files of a trashed document, found the way the delete cleanup finds them (only inside their own
 * folder: cvs/, staff-photos/, media/; legacy URLs only of `buckets`). Reviews, messages and requests have none.
 */
export function trashEntryFiles(
  entry: Record<string, unknown> | undefined,
  buckets: string | readonly string[] = [],
): string[] {
  if (!entry || !isTrashCollection(entry.collection) || typeof entry.id !== 'string') return [];
  const data = entry.data && typeof entry.data === 'object' ? (entry.data as Record<string, unknown>) : undefined;
  if (entry.collection === 'staff') return staffFilesToDelete(entry.id, data, buckets);
  if (entry.collection === 'media') {
    const path = mediaFileToDelete(data);
    return path ? [path] : [];
  }
  return [];
}
