import { toAsciiDigits } from '@household/model';

/** `YYYY-MM-DD` (a date field's value) as midnight UTC of that day; null when empty or not a real date. */
export function parseDateField(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(toAsciiDigits((value ?? '').trim()));
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === match.slice(1).join('-') ? date : null;
}

/** A date as a date field's value (`YYYY-MM-DD`, UTC), '' for none. */
export function dateFieldValue(date: Date | null | undefined): string {
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : '';
}
