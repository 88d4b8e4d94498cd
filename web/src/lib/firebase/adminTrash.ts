import type { TrashCollection } from '@household/model';
import { adminAuth, adminDb } from './adminSdk';
import { deleteFromTrash, moveToTrash, restoreFromTrash } from './trash';

/**
 * The trash actions as the signed-in admin, for the admin features' api/ files (admin chunk only: this
 * module opens the full SDK). Without a signed-in user the move is refused here, before the rules would.
 */
function signedInUid(action: string): string {
  const uid = adminAuth.currentUser?.uid;
  if (!uid) throw new Error(`Not signed in: cannot ${action}`);
  return uid;
}

export async function moveToTrashAsAdmin(collection: TrashCollection, id: string): Promise<string> {
  return moveToTrash(adminDb, collection, id, signedInUid('move to the trash'));
}

export const restoreAsAdmin = (trashId: string) => restoreFromTrash(adminDb, trashId, signedInUid('restore from the trash'));
export const deleteForeverAsAdmin = (trashId: string) => deleteFromTrash(adminDb, trashId);
