import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { region } from '../config';
import { deleteTrashedFiles } from './deleteTrashedFiles';

/**
 * A trash entry deleted without a restore ("Delete forever" in the portal, or the purge) takes its files
 * with it. A restore deletes the entry too, but the document then exists again, so nothing is deleted.
 */
export const onTrashDeleted = onDocumentDeleted({ document: 'trash/{trashId}', region }, async (event) => {
  await deleteTrashedFiles(event.data?.data());
});
