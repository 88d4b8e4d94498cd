import { isDayKey, officeDayKey, type Language } from '@household/model';
import { hijriOfDayKey } from './hijri';

/**
 * The one date formatter per language: English as en-GB (2 Jan 2026), Arabic as ar-SA with Latin
 * digits (the same digits as phone numbers and reference codes). `date`: day; `dateTime`: day and time;
 * `long`: the long day form. Every style is the office's time, Asia/Riyadh (decision 041): the page
 * pre-rendered on a server in UTC and the same page in a browser anywhere write the same day.
 */
export type DateStyle = 'date' | 'dateTime' | 'long';

const locales: Record<Language, string> = { en: 'en-GB', ar: 'ar-SA-u-nu-latn' };
const officeZone = 'Asia/Riyadh';
const options: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium', timeZone: officeZone },
  dateTime: { dateStyle: 'medium', timeStyle: 'short', timeZone: officeZone },
  long: { dateStyle: 'long', timeZone: officeZone },
};
const cache = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter made on its first use and kept: the day texts below need none (decision 040), a time of day
 * and a Hijri date outside the table do. A page's first Intl formatter loads ICU's formatting data, 26-36 ms
 * of this machine's main thread, so none is made while a public page starts.
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

function dateFormatter(language: Language, style: DateStyle = 'date'): Intl.DateTimeFormat {
  return formatter(locales[language], options[style]);
}

// Month names as ICU writes them (en-GB, ar-SA with the Gregorian calendar, and the Umm al-Qura months);
// dates.test.ts compares every text below with Intl's day by day.
const monthNames = {
  enShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  hijri: [
    'محرم',
    'صفر',
    'ربيع الأول',
    'ربيع الآخر',
    'جمادى الأولى',
    'جمادى الآخرة',
    'رجب',
    'شعبان',
    'رمضان',
    'شوال',
    'ذو القعدة',
    'ذو الحجة',
  ],
};
const rlm = '\u200f';
const two = (value: number) => String(value).padStart(2, '0');

/**
 * A Gregorian day in the reader's language without Intl: the same text as the formatter of `style`
 * ('date' or 'long'). The first Intl date or number formatter a page makes loads ICU's formatting data,
 * about 27 ms of a desktop's main thread and four times that on a phone, inside the render that
 * hydrates the page (issue 38: /costs and the worker pages); the server writes the same text.
 */
function dayText(year: number, month: number, day: number, language: Language, style: 'date' | 'long'): string {
  if (language === 'ar')
    return style === 'long'
      ? `${day} ${monthNames.ar[month - 1]} ${year}`
      : `${two(day)}${rlm}/${two(month)}${rlm}/${year}`;
  return `${day} ${(style === 'long' ? monthNames.en : monthNames.enShort)[month - 1]} ${year}`;
}

/**
 * An instant in the reader's language and the office's time (Asia/Riyadh), or `empty` when there is none
 * (or it is not a valid date). For the admin's tables and notices, and a time of day on a public page (the
 * tracking page's "sent on"); a public page says a day with formatOfficeDay (the Hijri date beside it in Arabic).
 */
export function formatDate(
  date: Date | null | undefined,
  language: Language,
  style: DateStyle = 'date',
  empty = '—',
): string {
  if (!date || Number.isNaN(date.getTime())) return empty;
  // The Riyadh day, as the formatter writes it; a time still needs Intl.
  const [year, month, day] = officeDayKey(date).split('-').map(Number) as [number, number, number];
  if (style === 'dateTime' || year < 1000) return dateFormatter(language, style).format(date);
  return dayText(year, month, day, language, style);
}

const hijriFallback: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };

/** The Umm al-Qura date of a day key: "17 جمادى الآخرة 1448 هـ". */
function hijriText(dayKey: string): string {
  const hijri = hijriOfDayKey(dayKey);
  if (!hijri)
    return formatter('ar-SA-u-ca-islamic-umalqura-nu-latn', hijriFallback).format(new Date(`${dayKey}T12:00:00Z`));
  return `${hijri.day} ${monthNames.hijri[hijri.month - 1]} ${hijri.year} هـ`;
}

/**
 * The one date function of the request journey (issue 34): a Riyadh office day, from an instant or a
 * `YYYY-MM-DD` day key; on Arabic pages the Umm al-Qura (Hijri) date follows the Gregorian one:
 * "27 نوفمبر 2026 (17 جمادى الآخرة 1448 هـ)". English: "27 November 2026".
 */
export function formatOfficeDay(value: Date | string, language: Language): string {
  const dayKey = typeof value === 'string' ? value : Number.isNaN(value.getTime()) ? '' : officeDayKey(value);
  const [year, month, day] = dayKey.split('-').map(Number) as [number, number, number];
  const at = isDayKey(dayKey) ? Date.parse(`${dayKey}T00:00:00Z`) : Number.NaN;
  // A day that does not exist ("2026-02-30", which Date.parse moves into March) is not a day.
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== dayKey || year < 1000) return '—';
  const gregorian = dayText(year, month, day, language, 'long');
  return language === 'ar' ? `${gregorian} (${hijriText(dayKey)})` : gregorian;
}
