import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { isShowable, mediaFromStored } from '@household/model';
import { publicDb } from '@/lib/firebase/publicDb';
import type { MediaItem } from '../gallery/media';

/** One-shot read of the active media, in display order: what the admin manages is what visitors see. */
export async function fetchActiveMedia(): Promise<MediaItem[]> {
  const snapshot = await getDocs(query(collection(publicDb(), 'media'), where('isActive', '==', true), orderBy('displayOrder')));
  return snapshot.docs.map((doc) => mediaFromStored(doc.id, doc.data())).filter(isShowable);
}
