/**
 * Trash and restore for the admin features: every admin "delete" of staff, media, reviews, messages and
 * requests goes through moveToTrash (docs/decisions/015-trash.md). The Firestore part lives in
 * admin/lib/firebase/trash.ts (the only places that import the SDK are api/ folders and lib/firebase/ folders).
 */
export { deleteFromTrash, moveToTrash, restoreFromTrash, TrashError } from '@/admin/lib/firebase/trash';
export {
  isTrashCollection,
  trashCollections,
  trashDaysLeft,
  trashIdOf,
  trashRetentionDays,
  trashTitle,
} from '@household/model';
export type { TrashCollection, TrashItem } from '@household/model';
