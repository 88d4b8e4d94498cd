import { describe, expect, it } from 'vitest';
import { dateFormatter, formatDate, formatOfficeDay } from './dates';

const at = new Date(Date.UTC(2026, 0, 2, 9, 30));

describe('formatDate', () => {
  it('formats English dates as en-GB', () => {
    expect(formatDate(at, 'en')).toBe(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(at));
    expect(formatDate(at, 'en')).toContain('2026');
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

  it('reuses one formatter per language and style', () => {
    expect(dateFormatter('en', 'long')).toBe(dateFormatter('en', 'long'));
    expect(dateFormatter('en', 'long')).not.toBe(dateFormatter('ar', 'long'));
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
