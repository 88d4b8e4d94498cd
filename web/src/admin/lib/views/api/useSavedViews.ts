import { useMemo } from 'react';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { useLiveCollection, type Live } from '@/admin/lib/firebase/useLive';
import { signedInAdminUid } from '@/admin/lib/firebase/actor';
import { savedViewFromStored, type SavedView, type SavedViewPage } from '../savedViews';
import { createSavedView, deleteSavedView, savedViewsQuery } from './savedViewsApi';

/** The saved views of one table, by name, live. */
export function useSavedViews(page: SavedViewPage): Live<SavedView[]> {
  const viewsQuery = useMemo(() => savedViewsQuery(adminDb, page), [page]);
  return useLiveCollection(viewsQuery, savedViewFromStored);
}

export const saveViewAsAdmin = (view: { name: string; page: SavedViewPage; query: string }) =>
  createSavedView(adminDb, signedInAdminUid('save a view'), view);

export const deleteViewAsAdmin = (id: string) => deleteSavedView(adminDb, id);
