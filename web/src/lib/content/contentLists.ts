import type { ContentItem, ContentSection } from './contentText';

/**
 * The content lists an office can grow in the admin ("add item"): each entry is a group of numbered
 * field keys (faq3Question + faq3Answer). The public pages render the numbers found in the content.
 */
export interface ContentList {
  id: 'faq' | 'member' | 'critical' | 'general';
  section: ContentSection;
  /** The field keys of entry n; the first one is the entry's main text (blank = entry hidden). */
  fields: (n: number) => string[];
  /** How many entries the defaults have (shown while the content loads or when it cannot be read). */
  defaultCount: number;
}

export const contentLists: readonly ContentList[] = [
  { id: 'faq', section: 'help', fields: (n) => [`faq${n}Question`, `faq${n}Answer`], defaultCount: 2 },
  { id: 'member', section: 'about', fields: (n) => [`member${n}Name`, `member${n}Role`], defaultCount: 3 },
  { id: 'critical', section: 'emergency', fields: (n) => [`critical${n}`], defaultCount: 4 },
  { id: 'general', section: 'emergency', fields: (n) => [`general${n}`], defaultCount: 4 },
];

export function contentList(id: ContentList['id']): ContentList {
  return contentLists.find((list) => list.id === id)!;
}

/** The entry numbers of a list present in the section's items, ascending; the defaults' numbers while items are unknown. */
export function listNumbers(list: ContentList, items: readonly ContentItem[] | undefined): number[] {
  if (!items) return Array.from({ length: list.defaultCount }, (_, index) => index + 1);
  const numbers = new Set<number>();
  for (const item of items) {
    if (item.section !== list.section) continue;
    const match = /^[A-Za-z]+?(\d+)/.exec(item.fieldKey);
    if (match && list.fields(Number(match[1]))[0] === item.fieldKey) numbers.add(Number(match[1]));
  }
  return [...numbers].sort((a, b) => a - b);
}

/** The field keys a new entry gets: the number after the highest one in use. */
export function nextListEntry(list: ContentList, items: readonly ContentItem[]): string[] {
  const used = new Set<number>();
  for (const item of items) {
    if (item.section !== list.section) continue;
    const match = /(\d+)/.exec(item.fieldKey);
    if (match && list.fields(Number(match[1])).includes(item.fieldKey)) used.add(Number(match[1]));
  }
  const next = used.size === 0 ? 1 : Math.max(...used) + 1;
  return list.fields(next);
}
