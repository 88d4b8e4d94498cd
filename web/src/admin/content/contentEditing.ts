import { type Language } from '@household/model';
import type { ContentItem, ContentSection } from '@/lib/content/contentText';

/** 'heroSubtitle' -> 'Hero subtitle', 'faq1Question' -> 'Faq 1 question': a readable label for a field key. */
export function humanizeFieldKey(fieldKey: string): string {
  const words = fieldKey
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Items of one section in a stable order (by field key). */
export function itemsOfSection(items: readonly ContentItem[], section: ContentSection): ContentItem[] {
  return items
    .filter((item) => item.section === section)
    .sort((a, b) => a.fieldKey.localeCompare(b.fieldKey, 'en', { numeric: true }));
}

export type DraftKey = `${string}:${Language}`;
export type Drafts = Readonly<Record<DraftKey, string>>;

export function draftKey(id: string, language: Language): DraftKey {
  return `${id}:${language}`;
}

/** The edits that differ from the stored text, per item: what Save All writes. */
export function pendingChanges(
  items: readonly ContentItem[],
  drafts: Drafts,
): { item: ContentItem; en: string; ar: string }[] {
  const changes: { item: ContentItem; en: string; ar: string }[] = [];
  for (const item of items) {
    const en = drafts[draftKey(item.id, 'en')] ?? item.en;
    const ar = drafts[draftKey(item.id, 'ar')] ?? item.ar;
    if (en !== item.en || ar !== item.ar) changes.push({ item, en, ar });
  }
  return changes;
}

/** Drafts without the given keys (after a successful save). */
export function withoutDrafts(drafts: Drafts, keys: readonly DraftKey[]): Drafts {
  const next = { ...drafts };
  for (const key of keys) delete next[key];
  return next;
}

/** The admin label of a field: `content.fields.<key>` (numbered list entries share one label with {{n}}). */
export function fieldLabelKey(fieldKey: string): { key: string; n?: number } {
  const numbered = /^(faq)(\d+)(Question|Answer)$|^(member)(\d+)(Name|Role)$|^(critical|general)(\d+)$/.exec(fieldKey);
  if (numbered) {
    const [, faq, faqN, faqPart, member, memberN, memberPart, issue, issueN] = numbered;
    if (faq) return { key: `content.fields.faq${faqPart}`, n: Number(faqN) };
    if (member) return { key: `content.fields.member${memberPart}`, n: Number(memberN) };
    return { key: `content.fields.${issue}Item`, n: Number(issueN) };
  }
  return { key: `content.fields.${fieldKey}` };
}
