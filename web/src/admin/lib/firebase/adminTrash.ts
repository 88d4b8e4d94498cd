import type { TrashCollection } from '@household/model';
import { signedInAdminUid } from './actor';
import { adminDb } from './adminSdk';
import { deleteFromTrash, moveToTrash, restoreFromTrash } from './trash';

/**
 * The trash actions as the signed-in admin, for the admin features' api/ files (admin chunk only: this
 * module opens the full SDK). Without a signed-in user the move is refused here, before the rules would.
 */
export async function moveToTrashAsAdmin(collection: TrashCollection, id: string): Promise<string> {
  return moveToTrash(adminDb, collection, id, signedInAdminUid('move to the trash'));
}

export const restoreAsAdmin = (trashId: string) =>
  restoreFromTrash(adminDb, trashId, signedInAdminUid('restore from the trash'));
export const deleteForeverAsAdmin = (trashId: string) => deleteFromTrash(adminDb, trashId);
