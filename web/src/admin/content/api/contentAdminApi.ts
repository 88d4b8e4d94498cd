import { collection, doc, orderBy, query } from 'firebase/firestore';
import { type Language } from '@household/model';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { useLiveCollection, type Live } from '@/admin/lib/firebase/useLive';
import { toDate } from '@/lib/firebase/convert';
import { contentSections, type ContentItem, type ContentSection } from '@/lib/content/contentText';
import { adminStampedBatch } from '@/admin/lib/firebase/actor';

/** Query shape 'admin content: all, by section' (web/src/lib/queryShapes.ts). */
const allContentQuery = query(collection(adminDb, 'content'), orderBy('section', 'asc'));

function toContentItem(id: string, data: Record<string, unknown>): ContentItem | null {
  const section = data.section;
  if (typeof section !== 'string' || !(contentSections as readonly string[]).includes(section)) return null;
  return {
    id,
    section: section as ContentSection,
    fieldKey: typeof data.fieldKey === 'string' ? data.fieldKey : '',
    en: typeof data.en === 'string' ? data.en : '',
    ar: typeof data.ar === 'string' ? data.ar : '',
    updatedAt: toDate(data.updatedAt),
  };
}

/** Live list of every content item (the admin sees other tabs' saves at once). */
export function useAllContent(): Live<ContentItem[]> {
  return useLiveCollection(allContentQuery, toContentItem);
}

/** Saves one language of one item (on leaving a field). */
export async function saveContentField(id: string, language: Language, text: string): Promise<void> {
  await adminStampedBatch('content')
    .update(doc(adminDb, 'content', id), { [language]: text })
    .commit();
}

/** Save All: every changed item in one atomic batch (both languages). */
export async function saveContentItems(changes: readonly { id: string; en: string; ar: string }[]): Promise<void> {
  const batch = adminStampedBatch('content');
  for (const change of changes) batch.update(doc(adminDb, 'content', change.id), { en: change.en, ar: change.ar });
  await batch.commit();
}

/** "Add item": the new entry's fields (at the next unused number), blank in both languages; the public page hides a blank entry. */
export async function addContentEntry(section: ContentSection, fieldKeys: readonly string[]): Promise<void> {
  const batch = adminStampedBatch('content');
  for (const fieldKey of fieldKeys)
    batch.set(doc(adminDb, 'content', `${section}_${fieldKey}`), { section, fieldKey, en: '', ar: '' });
  await batch.commit();
}
