/**
 * Writes the public view of workers (`publicStaff/{id}`, model/src/publicStaff.ts) from their stored
 * documents: set while publishable, deleted otherwise. Used by the `onStaffPublicView` trigger (one
 * worker), the daily refresh and the backfill script (all workers; scripts/backfill-public-staff.mjs).
 * Import-free apart from the model and types, so Node runs it from the source.
 */
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { publicStaffOf } from '@household/model';

/** The view as stored, for comparing (Timestamps compare by their JSON: seconds and nanoseconds). */
function sameView(stored: DocumentSnapshot | undefined, view: Record<string, unknown> | null): boolean {
  if (!stored?.exists) return view === null;
  return view !== null && JSON.stringify(sortKeys(stored.data()!)) === JSON.stringify(sortKeys(view));
}

function sortKeys(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, value[key]]),
  );
}

/**
 * Brings `publicStaff/{id}` in line with `staff/{id}` as stored now (read again, so events delivered out
 * of order or twice end in the same state). Returns what was done.
 */
export async function syncPublicStaff(db: Firestore, id: string, now: Date): Promise<'set' | 'deleted' | 'same'> {
  const [staff, current] = await Promise.all([db.doc(`staff/${id}`).get(), db.doc(`publicStaff/${id}`).get()]);
  const view = publicStaffOf(staff.exists ? staff.data() : undefined, now) as Record<string, unknown> | null;
  if (sameView(current, view)) return 'same';
  if (view) await db.doc(`publicStaff/${id}`).set(view);
  else await db.doc(`publicStaff/${id}`).delete();
  return view ? 'set' : 'deleted';
}

/**
 * Every worker's view at `now` (the daily refresh: ages change on 1 January; also repairs a view a
 * missed event left stale) and removes views whose worker is gone. Writes only what changed.
 */
export async function syncAllPublicStaff(db: Firestore, now: Date): Promise<{ set: number; deleted: number }> {
  const [staff, views] = await Promise.all([db.collection('staff').get(), db.collection('publicStaff').get()]);
  const currentById = new Map(views.docs.map((doc) => [doc.id, doc as DocumentSnapshot]));
  const writer = db.bulkWriter();
  let set = 0;
  let deleted = 0;
  for (const doc of staff.docs) {
    const view = publicStaffOf(doc.data(), now) as Record<string, unknown> | null;
    const current = currentById.get(doc.id);
    currentById.delete(doc.id);
    if (sameView(current, view)) continue;
    if (view) {
      set += 1;
      void writer.set(db.doc(`publicStaff/${doc.id}`), view);
    } else {
      deleted += 1;
      void writer.delete(db.doc(`publicStaff/${doc.id}`));
    }
  }
  for (const orphan of currentById.values()) {
    deleted += 1;
    void writer.delete(orphan.ref);
  }
  await writer.close();
  return { set, deleted };
}
