import type { DocumentData } from 'firebase/firestore/lite';
import { loadPublicDb } from '@/lib/firebase/loadPublicDb';
import { toDate } from '@/lib/firebase/convert';
import type { ContentItem, ContentSection } from '../contentText';

function toContentItem(id: string, data: DocumentData): ContentItem {
  return {
    id,
    section: data.section as ContentSection,
    fieldKey: String(data.fieldKey ?? ''),
    en: typeof data.en === 'string' ? data.en : '',
    ar: typeof data.ar === 'string' ? data.ar : '',
    updatedAt: toDate(data.updatedAt),
  };
}

/** One-shot read of a content section for the public pages, ordered by field key. */
export async function fetchContentSection(section: ContentSection): Promise<ContentItem[]> {
  const { lite, db } = await loadPublicDb();
  const snapshot = await lite.getDocs(lite.query(lite.collection(db, 'content'), lite.where('section', '==', section)));
  return contentItemsFromStored(snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() })));
}

/** Content items from stored documents, ordered by field key (also used by the pre-renderer, which reads with the Admin SDK). */
export function contentItemsFromStored(docs: ReadonlyArray<{ id: string; data: DocumentData }>): ContentItem[] {
  return docs.map((doc) => toContentItem(doc.id, doc.data)).sort((a, b) => a.fieldKey.localeCompare(b.fieldKey));
}
