import { isOneOf, storedDate, text, type StoredData, type ToDate } from './stored.ts';

/** `content/{section}_{fieldKey}`: the editable texts of the site, both languages. */
export const contentSections = ['home', 'contact', 'ratings', 'help', 'emergency', 'about', 'process'] as const;
export type ContentSection = (typeof contentSections)[number];
export const isContentSection = (value: unknown): value is ContentSection => isOneOf(contentSections, value);

/** The rules' fieldKey pattern. */
export const contentFieldKeyPattern = /^[A-Za-z0-9_]{1,60}$/;

export function contentDocId(section: ContentSection, fieldKey: string): string {
  return `${section}_${fieldKey}`;
}

export interface ContentDoc<Time = unknown> {
  section: ContentSection;
  fieldKey: string;
  en: string;
  ar: string;
  updatedAt: Time;
}

export interface ContentItem {
  id: string;
  section: ContentSection;
  fieldKey: string;
  en: string;
  ar: string;
  updatedAt: Date | null;
}

/** null when the stored document is not a content item of a known section. */
export function contentFromStored(id: string, data: StoredData, toDate: ToDate = storedDate): ContentItem | null {
  if (
    !isContentSection(data.section) ||
    typeof data.fieldKey !== 'string' ||
    !contentFieldKeyPattern.test(data.fieldKey)
  )
    return null;
  return {
    id,
    section: data.section,
    fieldKey: data.fieldKey,
    en: text(data.en),
    ar: text(data.ar),
    updatedAt: toDate(data.updatedAt),
  };
}
