import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { staffNameKey } from '@household/model';
import { updateOverSnapshot } from '../updateUnchanged';
import { region } from '../config';

/**
 * Keeps `staff.nameKey` (the admin search's normalised name, model/src/staffSearch.ts) for every writer
 * that does not set it (the Admin SDK, older clients): sets it when missing or stale, with the write's
 * update time as a precondition so a newer save is never overwritten. Idempotent: a key already right
 * writes nothing (so its own write ends the chain). Only `nameKey` changes: the audit log records nothing.
 */
export const onStaffNameKey = onDocumentWritten({ document: 'staff/{staffId}', region }, async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  const name = after.get('name');
  if (typeof name !== 'string') return;
  const key = staffNameKey(name);
  if (after.get('nameKey') === key) return;
  // Written again meanwhile (that write's own event sets the key) or deleted: nothing is written.
  await updateOverSnapshot(after, { nameKey: key });
});
