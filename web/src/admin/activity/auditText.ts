import {
  auditFieldKind,
  contentSections,
  countryByCode,
  countryName,
  maskedLength,
  type AuditEntry,
  type AuditedCollection,
} from '@household/model';
import { languageLabel } from '@/lib/languageNames';
import { type Language } from '@household/model';
import { formatValue } from './auditView';

/**
 * How an activity log entry reads (issue 26): field names as labels, codes (statuses, types,
 * countries, skills, languages) through the label sources the rest of the portal uses, dates in the
 * reader's language, file paths as "a file", masked personal values as "hidden (n characters)".
 * Pure: the page passes its `t`.
 */
export interface AuditWords {
  t: (key: string, options?: Record<string, unknown>) => string;
  /** Whether a key exists (a stored code outside the known set reads "unknown value", never raw). */
  exists: (key: string) => boolean;
  language: Language;
  time: (date: Date) => string;
}

/** A value as shown; `english` marks text the office wrote in English (shown with lang="en"). */
export interface AuditValueText {
  text: string;
  english?: boolean;
  ltr?: boolean;
}

const none = '—';
const shownLength = 120;

function shorten(text: string): string {
  return text.length > shownLength ? `${text.slice(0, shownLength)}…` : text;
}

/** The label of a logged field ("another field" for one the model's table does not know). */
export function fieldLabel(collection: AuditedCollection, field: string, words: AuditWords): string {
  return auditFieldKind(collection, field) ? words.t(`activity.fields.${field}`) : words.t('activity.fields.other');
}

function labelOf(key: string, words: AuditWords): string {
  return words.exists(key) ? words.t(key) : words.t('activity.values.unknown');
}

function listOf(value: unknown, each: (item: string) => string, language: Language): string {
  const items = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
  return items.length === 0 ? none : items.map(each).join(language === 'ar' ? '، ' : ', ');
}

/** One logged value of one field, in words. */
export function valueText(
  collection: AuditedCollection,
  field: string,
  value: unknown,
  words: AuditWords,
): AuditValueText {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
    return { text: none };
  const masked = maskedLength(value);
  if (masked !== null) return { text: words.t('activity.values.hidden', { count: masked }) };
  const kind = auditFieldKind(collection, field);
  const yesNo = (flag: boolean) => words.t(flag ? 'activity.yes' : 'activity.no');
  const plain = () => ({ text: formatValue(value, words.time, yesNo) });
  const join = (each: (item: string) => string) => ({ text: listOf(value, each, words.language) });
  switch (kind) {
    case 'staffType':
      return { text: labelOf(`staff.types.${String(value)}`, words) };
    case 'staffStatus':
      return { text: labelOf(`staff.statuses.${String(value)}`, words) };
    case 'requestStatus':
      return { text: labelOf(`requests.status.${String(value)}`, words) };
    case 'messageStatus':
      return { text: labelOf(`messages.status.${String(value)}`, words) };
    case 'mediaType':
      return {
        text: labelOf(value === 'video' ? 'media.typeVideo' : value === 'image' ? 'media.typeImage' : '', words),
      };
    case 'locale':
      return { text: labelOf(value === 'ar' ? 'common.arabic' : value === 'en' ? 'common.english' : '', words) };
    case 'contentSection':
      return { text: labelOf(`content.tabs.${String(value)}`, words) };
    case 'contentField':
      return { text: labelOf(`content.fields.${String(value)}`, words) };
    case 'country': {
      const country = countryByCode(typeof value === 'string' ? value : null);
      return { text: country ? countryName(country, words.language) : words.t('activity.values.unknown') };
    }
    case 'skills':
      return join((skill) => labelOf(`staff.form.skillNames.${skill}`, words));
    case 'languages':
      return join((code) => languageLabel(code, words.language));
    case 'refCodes':
      return { ...join((code) => code), ltr: true };
    case 'file':
      return { text: typeof value === 'string' ? words.t('activity.values.file') : none };
    case 'fileSize':
      return typeof value === 'number'
        ? { text: words.t('activity.values.kilobytes', { count: Math.max(1, Math.ceil(value / 1024)) }) }
        : { text: none };
    case 'rating':
      return { text: words.t('activity.values.stars', { count: Number(value) }) };
    case 'salaryRanges':
      return { text: salaryRangesText(value, words) };
    case 'englishText':
      return { text: shorten(String(value)), english: true };
    case 'email':
    case 'phone':
    case 'link':
    case 'code':
      return { text: shorten(String(value)), ltr: true };
    case 'name':
    case 'text':
    case 'number':
    case 'boolean':
    case 'date':
      return plain();
    case null:
      // A field the table does not know: its value only when it is plain (never a map's JSON).
      return typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !('toDate' in value)
        ? { text: words.t('activity.values.changed') }
        : plain();
  }
}

/** A country's monthly salary ranges per job type: "Maid 1500–2000, Driver 2000–2500" in the reader's words. */
function salaryRangesText(value: unknown, words: AuditWords): string {
  if (!value || typeof value !== 'object') return none;
  const ranges = Object.entries(value as Record<string, { min?: unknown; max?: unknown }>)
    .filter(([, range]) => range && typeof range.min === 'number' && typeof range.max === 'number')
    .map(([type, range]) => `${labelOf(`staff.types.${type}`, words)} ${String(range.min)}–${String(range.max)}`);
  return ranges.length === 0 ? none : ranges.join(words.language === 'ar' ? '، ' : ', ');
}

function stringOf(entry: Pick<AuditEntry, 'before' | 'after'>, field: string): string | null {
  const value = entry.after[field] ?? entry.before[field];
  return typeof value === 'string' && value.length > 0 && maskedLength(value) === null ? value : null;
}

/**
 * What the entry is about, in words: the collection's label and, when the entry or its id says so,
 * which record (a worker's reference code and name, a request's tracking code, a content field, a
 * file's name). Database ids are never shown (they are not words); the row links to the record.
 */
export function recordTitle(entry: Pick<AuditEntry, 'collection' | 'docId' | 'before' | 'after'>, words: AuditWords) {
  const kind = words.t(`activity.collections.${entry.collection}`);
  let detail: string | null = null;
  switch (entry.collection) {
    case 'staff':
      detail = [stringOf(entry, 'refCode'), stringOf(entry, 'name')].filter(Boolean).join(' · ') || null;
      break;
    case 'requests':
      detail = entry.docId;
      break;
    case 'reviews':
      detail = stringOf(entry, 'customerName');
      break;
    case 'media': {
      const title = words.language === 'ar' ? (stringOf(entry, 'titleAr') ?? stringOf(entry, 'title')) : null;
      detail = title ?? stringOf(entry, 'title');
      break;
    }
    case 'content': {
      const cut = entry.docId.indexOf('_');
      const section = cut > 0 ? entry.docId.slice(0, cut) : '';
      const field = cut > 0 ? entry.docId.slice(cut + 1) : '';
      if ((contentSections as readonly string[]).includes(section))
        detail = `${labelOf(`content.tabs.${section}`, words)}: ${labelOf(`content.fields.${field}`, words)}`;
      break;
    }
    case 'settings':
      detail = labelOf(`activity.settingsDocs.${entry.docId}`, words);
      break;
    case 'documents':
      detail = entry.docId.slice(entry.docId.lastIndexOf('/') + 1) || null;
      break;
    case 'countryCosts': {
      const country = countryByCode(entry.docId);
      detail = country ? countryName(country, words.language) : null;
      break;
    }
    case 'staffContacts':
    case 'contactMessages':
      detail = null;
      break;
  }
  return { kind, detail };
}
