import { logger } from 'firebase-functions/v2';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { db, ownBuckets } from '../admin';
import { region } from '../config';
import { deleteStorageFile } from './deleteStorageFile';
import { whereabouts } from './fileInUse';
import { staffFilesToDelete } from './storagePaths';

/**
 * A staff member deleted outright leaves nothing behind: `staffContacts/{id}` and the CV and photo files
 * go too. One moved to the trash (the admin's delete) keeps its files until the purge or "Delete forever"
 * (functions/src/trash). Idempotent (deleting what is gone is a no-op); does nothing if the id has been
 * reused meanwhile.
 */
export const onStaffDeleted = onDocumentDeleted({ document: 'staff/{staffId}', region }, async (event) => {
  const staffId = event.params.staffId;
  const { live, trashed } = await whereabouts('staff', staffId);
  if (live) {
    logger.info('onStaffDeleted: staff document exists again; nothing to clean up', { staffId });
    return;
  }
  if (trashed) {
    logger.info('onStaffDeleted: moved to the trash; files kept until the purge', { staffId });
    return;
  }
  const files = staffFilesToDelete(staffId, event.data?.data(), ownBuckets());
  await Promise.all([db.doc(`staffContacts/${staffId}`).delete(), ...files.map((path) => deleteStorageFile(path))]);
});
