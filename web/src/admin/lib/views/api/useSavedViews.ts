import { useMemo } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { signedInAdminUid } from '@/admin/lib/firebase/actor';
import { savedViewFromStored, type SavedView, type SavedViewPage } from '../savedViews';
import { createSavedView, deleteSavedView, savedViewsQuery } from './savedViewsApi';

/** The saved views of one table, by name, live. */
export function useSavedViews(page: SavedViewPage): { status: 'loading' | 'error' | 'success'; views: SavedView[] } {
  const viewsQuery = useMemo(() => savedViewsQuery(adminDb, page), [page]);
  const { status, data } = useFirestoreCollectionData(viewsQuery, { idField: 'id' });
  const views = useMemo(
    () => (data ?? []).flatMap((raw) => savedViewFromStored(String(raw.id), raw as Record<string, unknown>) ?? []),
    [data],
  );
  return { status, views };
}

export const saveViewAsAdmin = (view: { name: string; page: SavedViewPage; query: string }) =>
  createSavedView(adminDb, signedInAdminUid('save a view'), view);

export const deleteViewAsAdmin = (id: string) => deleteSavedView(adminDb, id);
