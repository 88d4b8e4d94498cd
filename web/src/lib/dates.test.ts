import { describe, expect, it } from 'vitest';
import { addDays } from '@household/model';
import { formatDate, formatOfficeDay } from './dates';
import { hijriOfDayKey } from './hijri';

/** Every day key from `first` to `last`. */
function* days(first: string, last: string): Generator<string> {
  for (let day = first; day <= last; day = addDays(day, 1)) yield day;
}

const at = new Date(Date.UTC(2026, 0, 2, 9, 30));

describe('formatDate', () => {
  it('formats English dates as en-GB', () => {
    expect(formatDate(at, 'en')).toBe('2 Jan 2026');
    expect(formatDate(at, 'en', 'long')).toBe('2 January 2026');
  });

  it("writes the office's day and time (Asia/Riyadh), whatever the reader's or the server's zone", () => {
    // 22:00 UTC on 31 December is 01:00 on 1 January in Riyadh (a server in UTC would say 31 December).
    const lateUtc = new Date('2026-12-31T22:00:00Z');
    expect(formatDate(lateUtc, 'en')).toBe('1 Jan 2027');
    expect(formatDate(lateUtc, 'en', 'long')).toBe('1 January 2027');
    expect(formatDate(lateUtc, 'en', 'dateTime')).toBe('1 Jan 2027, 01:00');
    expect(formatDate(new Date('2026-12-31T20:59:00Z'), 'en', 'dateTime')).toBe('31 Dec 2026, 23:59');
  });

  it('formats Arabic dates with Latin digits', () => {
    const text = formatDate(at, 'ar', 'dateTime');
    expect(text).toMatch(/[0-9]/);
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });

  it('shows the empty mark for missing or invalid dates', () => {
    expect(formatDate(null, 'en')).toBe('—');
    expect(formatDate(undefined, 'ar', 'date', '')).toBe('');
    expect(formatDate(new Date('nope'), 'en')).toBe('—');
  });
});

describe('formatOfficeDay', () => {
  it('gives the Riyadh day: 22:00 UTC is already the next day there', () => {
    expect(formatOfficeDay(new Date('2026-12-31T22:00:00Z'), 'en')).toBe('1 January 2027');
    expect(formatOfficeDay('2026-11-27', 'en')).toBe('27 November 2026');
  });

  it('puts the Umm al-Qura date beside the Gregorian one on Arabic pages', () => {
    expect(formatOfficeDay('2026-11-27', 'ar')).toBe('27 نوفمبر 2026 (17 جمادى الآخرة 1448 هـ)');
  });
});

// The day texts are written without Intl (a page's first Intl formatter loads ICU's data, issue 38): they
// must read exactly as ICU writes them, on every day, not on a few chosen ones.
describe('the day texts read as Intl writes them', () => {
  const intl = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options);

  it('formatDate, in Riyadh, every day from 1990 to 2060 in both languages and both styles', () => {
    const riyadh = { timeZone: 'Asia/Riyadh' };
    const formats = {
      'en date': intl('en-GB', { dateStyle: 'medium', ...riyadh }),
      'en long': intl('en-GB', { dateStyle: 'long', ...riyadh }),
      'ar date': intl('ar-SA-u-nu-latn', { dateStyle: 'medium', ...riyadh }),
      'ar long': intl('ar-SA-u-nu-latn', { dateStyle: 'long', ...riyadh }),
    };
    const wrong: string[] = [];
    for (const day of days('1990-01-01', '2060-12-31')) {
      // Just after midnight in Riyadh and just before the next: the office's day, whatever the machine's zone.
      for (const at of [new Date(`${day}T00:05:00+03:00`), new Date(`${day}T23:55:00+03:00`)])
        for (const [name, format] of Object.entries(formats)) {
          const [language, style] = name.split(' ') as ['en' | 'ar', 'date' | 'long'];
          if (formatDate(at, language, style) !== format.format(at)) wrong.push(`${name} ${at.toString()}`);
        }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('formatOfficeDay, every day from 1990 to 2060, from a day key and from instants at both ends of the Riyadh day', () => {
    const english = intl('en-GB', { dateStyle: 'long', timeZone: 'Asia/Riyadh' });
    const arabic = intl('ar-SA-u-ca-gregory-nu-latn', { dateStyle: 'long', timeZone: 'Asia/Riyadh' });
    const hijri = intl('ar-SA-u-ca-islamic-umalqura-nu-latn', { dateStyle: 'long', timeZone: 'Asia/Riyadh' });
    const wrong: string[] = [];
    for (const day of days('1990-01-01', '2060-12-31')) {
      const noon = new Date(`${day}T12:00:00+03:00`);
      const expected = { en: english.format(noon), ar: `${arabic.format(noon)} (${hijri.format(noon)})` };
      for (const value of [day, new Date(`${day}T00:00:00+03:00`), new Date(`${day}T23:59:59+03:00`)])
        for (const language of ['en', 'ar'] as const)
          if (formatOfficeDay(value, language) !== expected[language]) wrong.push(`${language} ${String(value)}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it("the Umm al-Qura table gives ICU's date on every day of 1300-1600 AH, and nothing outside it", () => {
    const parts = intl('en-u-ca-islamic-umalqura-nu-latn', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    const wrong: string[] = [];
    let checked = 0;
    for (const day of days('1882-11-12', '2174-12-31')) {
      const found = hijriOfDayKey(day);
      const icu = Object.fromEntries(parts.formatToParts(new Date(`${day}T12:00:00Z`)).map((p) => [p.type, p.value]));
      const year = Number.parseInt(icu.year!, 10);
      if (year < 1300 || year > 1600) {
        if (found) wrong.push(`${day}: outside the table, got ${JSON.stringify(found)}`);
        continue;
      }
      checked += 1;
      if (JSON.stringify(found) !== JSON.stringify({ year, month: Number(icu.month), day: Number(icu.day) }))
        wrong.push(`${day}: ${JSON.stringify(found)} against ${JSON.stringify(icu)}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(106_000);
    expect(hijriOfDayKey('1882-11-11')).toBeNull();
    expect(hijriOfDayKey('not a day')).toBeNull();
  });

  it('falls back to Intl outside the table and refuses what is not a day', () => {
    expect(formatOfficeDay('1850-06-01', 'ar')).toBe(
      `1 يونيو 1850 (${intl('ar-SA-u-ca-islamic-umalqura-nu-latn', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('1850-06-01T12:00:00Z'))})`,
    );
    expect(formatOfficeDay('2026-13-01', 'en')).toBe('—');
    expect(formatOfficeDay('2026-02-30', 'ar')).toBe('—');
    expect(formatOfficeDay('2028-02-29', 'en')).toBe('29 February 2028');
    expect(formatOfficeDay('27/11/2026', 'en')).toBe('—');
    expect(formatOfficeDay(new Date('nope'), 'ar')).toBe('—');
  });
});
