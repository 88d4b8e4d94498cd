import { collection, doc, getDocs, limit, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { adminDb, adminStorage } from '@/admin/lib/firebase/adminSdk';
import { useLiveCollection, type Live } from '@/admin/lib/firebase/useLive';
import { mediaFromStored } from '@household/model';
import { mediaStoragePath, randomStem, titleFromFileName, type OrderUpdate } from '../mediaFiles';
import type { MediaItem, MediaType } from '../mediaModel';
import { uploadWithProgress } from '@/admin/lib/firebase/storageUpload';
import { adminStampedBatch } from '@/admin/lib/firebase/actor';
import { moveToTrashAsAdmin } from '@/admin/lib/firebase/adminTrash';

/** Live media library ordered by displayOrder, through the model's one media mapper (unsafe URLs read as ''). */
export function useMediaLibrary(): Live<MediaItem[]> {
  const firestore = useFirestore();
  const mediaQuery = useMemo(() => query(collection(firestore, 'media'), orderBy('displayOrder', 'asc')), [firestore]);
  return useLiveCollection(mediaQuery, mediaFromStored);
}

/** The texts of an item in both languages (`title`/`description` are the English ones). */
export interface MediaTextValues {
  title: string;
  description: string;
  titleAr: string;
  descriptionAr: string;
}

export async function updateMediaText(id: string, values: MediaTextValues): Promise<void> {
  await adminStampedBatch('media')
    .update(doc(adminDb, 'media', id), {
      title: values.title.trim(),
      description: values.description.trim(),
      titleAr: values.titleAr.trim(),
      descriptionAr: values.descriptionAr.trim(),
    })
    .commit();
}

export async function setMediaActive(id: string, isActive: boolean): Promise<void> {
  await adminStampedBatch('media')
    .update(doc(adminDb, 'media', id), { isActive })
    .commit();
}

/** Writes new displayOrder values in one batch (a swap is atomic). */
export async function applyOrder(updates: readonly OrderUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  const batch = adminStampedBatch('media');
  for (const update of updates) batch.update(doc(adminDb, 'media', update.id), { displayOrder: update.displayOrder });
  await batch.commit();
}

/**
 * The admin's delete: moves the media document to the trash (restorable for 30 days). Its stored file
 * stays until the purge or "Delete forever", which delete it (functions/src/trash). admin/lib/firebase/trash.ts.
 */
export async function deleteMedia(item: Pick<MediaItem, 'id' | 'storagePath'>): Promise<void> {
  await moveToTrashAsAdmin('media', item.id);
}

async function nextOrder(): Promise<number> {
  const last = await getDocs(query(collection(adminDb, 'media'), orderBy('displayOrder', 'desc'), limit(1)));
  const top = last.docs[0]?.get('displayOrder');
  return typeof top === 'number' ? top + 1 : 0;
}

/** Uploads one file to `media/{random}.{ext}`, then creates its `media/{id}` document at the end of the order. */
export async function uploadMediaFile(
  file: File,
  type: MediaType,
  contentType: string,
  onProgress: (percent: number) => void,
): Promise<string> {
  const storagePath = mediaStoragePath(
    randomStem((length) => crypto.getRandomValues(new Uint8Array(length))),
    file,
  );
  const url = await uploadWithProgress(adminStorage, storagePath, file, contentType, onProgress);
  const created = doc(collection(adminDb, 'media'));
  await adminStampedBatch('media')
    .set(created, {
      title: titleFromFileName(file.name),
      description: '',
      titleAr: '',
      descriptionAr: '',
      type,
      url,
      storagePath,
      thumbnailUrl: null,
      isActive: true,
      displayOrder: await nextOrder(),
    })
    .commit();
  return created.id;
}
