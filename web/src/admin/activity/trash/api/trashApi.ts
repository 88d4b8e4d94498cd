import { collection, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreCollectionData, useUser } from 'reactfire';
import { trashFromStored, type TrashItem } from '@household/model';
import { adminDb } from '@/admin/lib/firebase/adminSdk';

export { deleteForeverAsAdmin, restoreAsAdmin } from '@/admin/lib/firebase/adminTrash';

/** Query shape 'admin trash: newest first' (web/src/lib/queryShapes.ts). */
const trashQuery = query(collection(adminDb, 'trash'), orderBy('deletedAt', 'desc'));

export interface TrashState {
  status: 'loading' | 'error' | 'success';
  items: TrashItem[];
  error?: Error;
}

/** Live list of the trash, newest first (never Suspense mode; reactfire #793). */
export function useTrash(): TrashState {
  const { status, data, error } = useFirestoreCollectionData(trashQuery, { idField: 'trashId' });
  const items = useMemo(
    () => (data ?? []).flatMap((raw) => trashFromStored(String(raw.trashId), raw as Record<string, unknown>) ?? []),
    [data],
  );
  return { status, items, error };
}

/** The signed-in admin's uid (to show "you" in the deleted-by column), or null while unknown. */
export function useAdminUid(): string | null {
  const { data } = useUser();
  return data?.uid ?? null;
}
