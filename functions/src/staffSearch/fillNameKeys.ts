/**
 * Gives every `staff` document the admin search's `nameKey` (model/src/staffSearch.ts) where it is
 * missing or stale: for workers written before issue 28. Run by `scripts/backfill-daily-stats.mjs`.
 * Only `nameKey` changes (no `updatedBy`/`updatedAt`), so the audit log records nothing. Import-free
 * apart from the model and types, so Node runs it from the source.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { staffNameKey } from '@household/model';

/** Returns how many documents were updated. */
export async function fillStaffNameKeys(db: Firestore): Promise<number> {
  const snapshot = await db.collection('staff').select('name', 'nameKey').get();
  const writer = db.bulkWriter();
  let updated = 0;
  for (const doc of snapshot.docs) {
    const name = doc.get('name');
    if (typeof name !== 'string') continue;
    const key = staffNameKey(name);
    if (doc.get('nameKey') === key) continue;
    updated += 1;
    void writer.update(doc.ref, { nameKey: key }, { lastUpdateTime: doc.updateTime });
  }
  await writer.close();
  return updated;
}
