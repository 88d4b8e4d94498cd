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

/**
 * A formatter made on its first use and kept. Making one loads its locale's and calendar's data: the
 * three this file once made when it loaded (the Umm al-Qura calendar among them) were about 40 ms of a
 * phone's main thread on every page that imports it, the English /costs included (issue 38).
 */
function formatter(locale: string, format: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(format)}`;
  let made = cache.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, format);
    cache.set(key, made);
  }
  return made;
}

export function dateFormatter(language: Language, style: DateStyle = 'date'): Intl.DateTimeFormat {
  return formatter(locales[language], options[style]);
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

const officeTimeZone = 'Asia/Riyadh';
const dayLocales: Record<Language, string> = { en: 'en-GB', ar: 'ar-SA-u-ca-gregory-nu-latn' };
const hijriLocale = 'ar-SA-u-ca-islamic-umalqura-nu-latn';
const officeDay: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: officeTimeZone };

/**
 * The one date function of the request journey (issue 34): a Riyadh office day, from an instant or a
 * `YYYY-MM-DD` day key; on Arabic pages the Umm al-Qura (Hijri) date follows the Gregorian one:
 * "27 نوفمبر 2026 (17 جمادى الآخرة 1448 هـ)". English: "27 November 2026".
 */
export function formatOfficeDay(value: Date | string, language: Language): string {
  const date = typeof value === 'string' ? new Date(`${value}T12:00:00Z`) : value;
  if (Number.isNaN(date.getTime())) return '—';
  const gregorian = formatter(dayLocales[language], officeDay).format(date);
  return language === 'ar' ? `${gregorian} (${formatter(hijriLocale, officeDay).format(date)})` : gregorian;
}
