import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  orderBy,
  query,
  serverTimestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import type { SavedView, SavedViewPage } from '@household/model';

/** `adminViews/{id}`: the office's saved views (firestore.rules `isValidAdminView`; admin only). */
export function savedViewsQuery(db: Firestore, page: SavedViewPage) {
  // Query shape 'admin views of one table, by name' (web/src/lib/queryShapes.ts).
  return query(collection(db, 'adminViews'), where('page', '==', page), orderBy('name'));
}

/** Saves a named view of `page` (`query` is the table's URL search, e.g. `?status=pending`); returns its id. */
export async function createSavedView(
  db: Firestore,
  uid: string,
  view: { name: string; page: SavedViewPage; query: string },
): Promise<string> {
  const ref = await addDoc(collection(db, 'adminViews'), {
    name: view.name,
    page: view.page,
    query: view.query,
    createdAt: serverTimestamp(),
    createdBy: uid,
  });
  return ref.id;
}

export async function deleteSavedView(db: Firestore, id: string): Promise<void> {
  await deleteDoc(doc(db, 'adminViews', id));
}

export type { SavedView };
