import { onObjectDeleted, onObjectFinalized } from 'firebase-functions/v2/storage';
import { region } from '../config';
import { entryForDocumentFile } from './documentFiles';
import { Timestamp } from 'firebase-admin/firestore';
import { writeEntry } from './writeEntry';

/**
 * Uploads (and archive copies) under `documents/` (documentFiles.ts). Entries are timed when recorded:
 * the Storage emulator's event times do not keep an upload before the delete that follows it.
 */
export const auditDocumentUploaded = onObjectFinalized({ region }, async (event) => {
  const planned = entryForDocumentFile('create', event.data.name, event.data.size);
  if (planned) await writeEntry(event.id, Timestamp.now(), planned);
});

/** Deletes under `documents/` (a delete, or the second half of an archive). */
export const auditDocumentDeleted = onObjectDeleted({ region }, async (event) => {
  const planned = entryForDocumentFile('delete', event.data.name, event.data.size);
  if (planned) await writeEntry(event.id, Timestamp.now(), planned);
});
