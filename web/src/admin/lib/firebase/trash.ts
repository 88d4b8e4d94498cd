import { deleteDoc, doc, runTransaction, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { trashIdOf, type TrashCollection, type TrashContacts, type TrashDoc } from '@household/model';
import { retryWhenRefused } from './retry.ts';

/**
 * Trash and restore (docs/decisions/015-trash.md). The admin never deletes a staff member, media item,
 * review, message or request outright: it moves to `trash/{collection}_{id}` with its data exactly as
 * stored (a staff member's private `staffContacts/{id}` too), and restore writes it back unchanged.
 * Each move is one transaction; firestore.rules check that the trash copy equals the original and that
 * the original goes in the same commit, and that a restore writes back exactly the trashed data.
 * Files stay in Storage until the daily purge (functions/src/trash/purgeTrash.ts) or "Delete forever".
 */

/** Why a move or restore could not happen (the caller shows a message for each). */
export class TrashError extends Error {
  constructor(
    readonly reason: 'notFound' | 'alreadyInTrash' | 'originalExists',
    message: string,
  ) {
    super(message);
    this.name = 'TrashError';
  }
}

/** Moves `{collection}/{id}` to the trash, atomically. Returns the trash id. */
export async function moveToTrash(
  db: Firestore,
  collection: TrashCollection,
  id: string,
  actorUid: string,
): Promise<string> {
  const trashId = trashIdOf(collection, id);
  // A function may still be writing the original (a new request's first history stamp): the rules then
  // see a trash copy that no longer equals it and refuse; read it again and move what is there now.
  await retryWhenRefused(() => moveOnce(db, collection, id, trashId, actorUid));
  return trashId;
}

async function moveOnce(
  db: Firestore,
  collection: TrashCollection,
  id: string,
  trashId: string,
  actorUid: string,
): Promise<void> {
  const originalRef = doc(db, collection, id);
  const contactsRef = collection === 'staff' ? doc(db, 'staffContacts', id) : null;
  const trashRef = doc(db, 'trash', trashId);
  await runTransaction(db, async (transaction) => {
    const original = await transaction.get(originalRef);
    if (!original.exists()) throw new TrashError('notFound', `${collection}/${id} does not exist`);
    if ((await transaction.get(trashRef)).exists())
      throw new TrashError('alreadyInTrash', `trash/${trashId} exists already`);
    const contactsSnapshot = contactsRef ? await transaction.get(contactsRef) : null;
    const contacts = contactsSnapshot?.exists() ? (contactsSnapshot.data() as TrashContacts) : null;
    const entry: TrashDoc = {
      collection,
      id,
      data: original.data(),
      contacts,
      deletedAt: serverTimestamp(),
      deletedBy: actorUid,
    };
    transaction.set(trashRef, entry);
    transaction.delete(originalRef);
    if (contactsRef && contactsSnapshot?.exists()) transaction.delete(contactsRef);
  });
}

/**
 * Puts a trashed document (and a staff member's contacts) back exactly as it was, atomically. First the
 * entry is stamped with who restores it (the data goes back unchanged, so the audit log reads the actor
 * there); a restore that then fails leaves only that stamp, which the next restore overwrites.
 */
export async function restoreFromTrash(
  db: Firestore,
  trashId: string,
  actorUid: string,
): Promise<{ collection: TrashCollection; id: string }> {
  const trashRef = doc(db, 'trash', trashId);
  try {
    await updateDoc(trashRef, { restoredBy: actorUid, restoredAt: serverTimestamp() });
  } catch (error) {
    if ((error as { code?: string }).code === 'not-found')
      throw new TrashError('notFound', `trash/${trashId} does not exist`);
    throw error;
  }
  return runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(trashRef);
    if (!snapshot.exists()) throw new TrashError('notFound', `trash/${trashId} does not exist`);
    const entry = snapshot.data() as TrashDoc;
    const originalRef = doc(db, entry.collection, entry.id);
    if ((await transaction.get(originalRef)).exists())
      throw new TrashError('originalExists', `${entry.collection}/${entry.id} exists again`);
    transaction.set(originalRef, entry.data);
    if (entry.collection === 'staff' && entry.contacts)
      transaction.set(doc(db, 'staffContacts', entry.id), entry.contacts);
    transaction.delete(trashRef);
    return { collection: entry.collection, id: entry.id };
  });
}

/** "Delete forever": removes the trash entry; the onTrashDeleted function then deletes its files. */
export async function deleteFromTrash(db: Firestore, trashId: string): Promise<void> {
  await deleteDoc(doc(db, 'trash', trashId));
}
