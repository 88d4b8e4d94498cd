import type { DocumentReference, DocumentSnapshot, UpdateData } from 'firebase-admin/firestore';
import { grpc, hasCode } from './admin';

/**
 * A read-change-write of one document that never overwrites a write it did not read: the update carries the
 * read's update time as its precondition, and when the document changed in between it is read and changed
 * again (at most `attempts` times). `change` answers what to write from the document as it is now, or null
 * for nothing; the answer is whether something was written.
 *
 * A transaction promises the same in production, but the Firestore emulator lets another client's plain
 * write land between a transaction's read and its commit (firebase-tools#3928), so a trigger that rewrote a
 * field there could erase the office's own write of it. A precondition is checked alike by both.
 */
export async function updateUnchanged<T extends FirebaseFirestore.DocumentData>(
  ref: DocumentReference<T>,
  change: (current: DocumentSnapshot<T>) => UpdateData<T> | null,
  attempts = 5,
): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const current = await ref.get();
    if (!current.exists) return false; // deleted meanwhile
    const data = change(current);
    if (!data) return false;
    try {
      await ref.update(data, { lastUpdateTime: current.updateTime! });
      return true;
    } catch (error) {
      if (hasCode(error, grpc.failedPrecondition)) continue; // written in between: read it again
      if (hasCode(error, grpc.notFound)) return false;
      throw error;
    }
  }
  throw new Error(`updateUnchanged: ${ref.path} kept changing during ${attempts} attempts`);
}

/**
 * Writes `data` over the version of the document a trigger's event saw, and only over it: the update carries
 * that snapshot's update time as its precondition. Written again meanwhile (that write's own event will see
 * to it) or deleted: nothing is written, and the answer is false.
 */
export async function updateOverSnapshot<T extends FirebaseFirestore.DocumentData>(
  snapshot: DocumentSnapshot<T>,
  data: UpdateData<T>,
): Promise<boolean> {
  try {
    await snapshot.ref.update(data, { lastUpdateTime: snapshot.updateTime! });
    return true;
  } catch (error) {
    if (hasCode(error, grpc.failedPrecondition) || hasCode(error, grpc.notFound)) return false;
    throw error;
  }
}
