import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { region } from '../config';
import { syncPublicStaff } from './syncPublicStaff';

/**
 * Keeps `publicStaff/{id}`, the only staff data visitors can read (docs/decisions/021-public-staff-view.md),
 * in step with every write to `staff/{id}`: the projection of model/src/publicStaff.ts while the worker is
 * publishable, no document otherwise. Reads the worker again instead of trusting the event's copy, so
 * retries and out-of-order delivery end in the current state; an unchanged view writes nothing.
 */
export const onStaffPublicView = onDocumentWritten({ document: 'staff/{staffId}', region }, async (event) => {
  await syncPublicStaff(db, event.params.staffId, new Date());
});
