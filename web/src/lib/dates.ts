import { type Language } from '@household/model';

/**
 * The one date formatter per language: English as en-GB (2 Jan 2026), Arabic as ar-SA with Latin
 * digits (the same digits as phone numbers and reference codes). `date`: day; `dateTime`: day and time;
 * `long`: the long day form.
 */
export type DateStyle = 'date' | 'dateTime' | 'long';

const locales: Record<Language, string> = { en: 'en-GB', ar: 'ar-SA-u-nu-latn' };
const options: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  long: { dateStyle: 'long' },
};
const cache = new Map<string, Intl.DateTimeFormat>();

export function dateFormatter(language: Language, style: DateStyle = 'date'): Intl.DateTimeFormat {
  const key = `${language}:${style}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[language], options[style]);
    cache.set(key, format);
  }
  return format;
}

/** A date in the reader's language, or `empty` when there is none (or it is not a valid date). */
export function formatDate(
  date: Date | null | undefined,
  language: Language,
  style: DateStyle = 'date',
  empty = '—',
): string {
  return date && !Number.isNaN(date.getTime()) ? dateFormatter(language, style).format(date) : empty;
}
