/**
 * Dates in exported files are the office's local time (Riyadh, UTC+3 all year, no daylight saving),
 * written `YYYY-MM-DD HH:mm` so spreadsheets sort them as text and read them as dates.
 */
export const officeTimeZone = 'Asia/Riyadh';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: officeTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026-11-24 08:30` in Riyadh time; '' for a missing or invalid date. */
export function officeDateTime(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.formatToParts(date).find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/** A file name stamp in Riyadh time: `2026-11-24-0830`. */
export function officeFileStamp(date: Date): string {
  return officeDateTime(date).replace(' ', '-').replace(':', '');
}
