import { type Language } from '@household/model';
import type { ContentItem, ContentSection } from '@household/model';

/** One editable text of the site (`content/{section}_{fieldKey}`): the model's. */
export type { ContentItem };

export { contentSections, type ContentSection } from '@household/model';

export function contentDocId(section: ContentSection, fieldKey: string): string {
  return `${section}_${fieldKey}`;
}

/**
 * The text of `fieldKey` in `language`; falls back to the other language's text only when the
 * wanted one is blank, and to `fallback` when the item is missing altogether.
 */
export function pickContent(
  items: readonly ContentItem[] | undefined,
  fieldKey: string,
  language: Language,
  fallback: string,
): string {
  const item = items?.find((candidate) => candidate.fieldKey === fieldKey);
  if (!item) return fallback;
  const wanted = item[language].trim();
  return wanted.length > 0 ? wanted : fallback;
}
