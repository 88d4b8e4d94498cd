import { collection, getDocs, orderBy, query, where, type DocumentData } from 'firebase/firestore/lite';
import { optionalString } from '../../../lib/firebase/convert';
import { publicDb } from '../../../lib/firebase/publicDb';
import type { MediaItem } from '../media';

function toMediaItem(id: string, data: DocumentData): MediaItem | null {
  const url = optionalString(data.url);
  if (!url || (data.type !== 'image' && data.type !== 'video')) return null;
  return {
    id,
    title: typeof data.title === 'string' ? data.title : '',
    description: typeof data.description === 'string' ? data.description : '',
    type: data.type,
    url,
    thumbnailUrl: optionalString(data.thumbnailUrl),
    displayOrder: typeof data.displayOrder === 'number' ? data.displayOrder : 0,
  };
}

/** One-shot read of the active media, in display order: what the admin manages is what visitors see. */
export async function fetchActiveMedia(): Promise<MediaItem[]> {
  const snapshot = await getDocs(query(collection(publicDb(), 'media'), where('isActive', '==', true), orderBy('displayOrder')));
  return snapshot.docs.map((doc) => toMediaItem(doc.id, doc.data())).filter((item): item is MediaItem => item !== null);
}
