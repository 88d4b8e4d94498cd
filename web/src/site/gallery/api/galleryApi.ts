import { isShowable, mediaFromStored } from '@household/model';
import { loadPublicDb } from '@/lib/firebase/loadPublicDb';
import type { MediaItem } from '../media';

/**
 * One-shot read of the active media, in display order: what the admin manages is what visitors see.
 * Firestore Lite loads on first use: the pre-rendered home page carries the media (activeMediaFromStored)
 * and never needs it.
 */
export async function fetchActiveMedia(): Promise<MediaItem[]> {
  const { lite, db } = await loadPublicDb();
  const snapshot = await lite.getDocs(
    lite.query(lite.collection(db, 'media'), lite.where('isActive', '==', true), lite.orderBy('displayOrder')),
  );
  return activeMediaFromStored(snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() })));
}

/** The stored media documents as visitors may see them (the browser's read and the pre-renderer's). */
export function activeMediaFromStored(docs: ReadonlyArray<{ id: string; data: Record<string, unknown> }>): MediaItem[] {
  return docs.map((doc) => mediaFromStored(doc.id, doc.data)).filter(isShowable);
}
