import { countries } from './countries.ts';
import type { CountryCode } from './common.ts';
import { addDays, medianOf, minutesBetween, officeDayKey } from './dailyStats.ts';
import { isCountryCode } from './staff.ts';
import { storedDate, type StoredData, type ToDate } from './stored.ts';
import type { FirstReplyFigure } from './callables.ts';

/**
 * `publicStats/measuredTimes`: "measured, not claimed" (issue 34). Once a day the `refreshMeasuredTimes`
 * function (functions/src/stats/daily) recomputes, per country, from the office's own requests of the last
 * 12 months: the median days from contract to arrival over completed recruitments, and the median time
 * from a request to the first reply, each with its count. It replaces the document whole (idempotent, like
 * the dailyStats rebuild). A median is stored only from `minMeasuredCount` requests on (a smaller sample is
 * neither shown nor published: the page says "not enough completed requests yet"). Public read; functions
 * write. Pure: the seed, the function and the site share it; never computed in a visitor's browser.
 */
export const minMeasuredCount = 5;
export const measuredTimesPath = 'publicStats/measuredTimes';

/** A measured median with the number of requests behind it; `median` null below `minMeasuredCount`. */
export interface MeasuredFigure {
  median: number | null;
  count: number;
}

export interface CountryMeasuredTimes {
  /** Whole days from `stageDates.contract` to `stageDates.arrived` (office days), completed recruitments. */
  arrivalDays: MeasuredFigure;
  /** Minutes from `createdAt` to `stageDates.contacted`, requests created in the period. */
  firstReplyMinutes: MeasuredFigure;
}

export interface MeasuredTimes {
  /** The period, office days (Riyadh), both ends included. */
  from: string;
  until: string;
  /** Every request of the period, whatever its country. */
  firstReplyMinutes: MeasuredFigure;
  countries: Record<CountryCode, CountryMeasuredTimes>;
}

/** What the computation needs of one `requests/{id}` document (the journey data contract, issue 34). */
export interface MeasuredRequestRecord {
  country: CountryCode | null;
  journey: 'recruitment' | 'transfer';
  status: string;
  createdAt: Date | null;
  contactedAt: Date | null;
  contractAt: Date | null;
  arrivedAt: Date | null;
}

/** The stored fields the computation reads (the function selects only these). */
export const measuredRequestFields = ['country', 'journey', 'status', 'createdAt', 'stageDates', 'history'] as const;

/**
 * One stored request as the computation reads it: `stageDates.{stage}`, else (a request stored before the
 * journeys) the first `history` entry of that stage.
 */
export function measuredRecordFromStored(data: StoredData, toDate: ToDate = storedDate): MeasuredRequestRecord {
  const stageDates = data.stageDates && typeof data.stageDates === 'object' ? (data.stageDates as StoredData) : {};
  const history = Array.isArray(data.history) ? (data.history as Array<{ status?: unknown; at?: unknown }>) : [];
  const dateOf = (stage: string) =>
    toDate(stageDates[stage]) ?? toDate(history.find((entry) => entry?.status === stage)?.at) ?? null;
  return {
    country: isCountryCode(data.country) ? data.country : null,
    journey: data.journey === 'transfer' ? 'transfer' : 'recruitment',
    status: typeof data.status === 'string' ? data.status : '',
    createdAt: toDate(data.createdAt),
    contactedAt: dateOf('contacted'),
    contractAt: dateOf('contract'),
    arrivedAt: dateOf('arrived'),
  };
}

/** The office days of the 12 months ending on the office day of `now` (both ends included). */
export function measuredPeriod(now: Date): { from: string; until: string } {
  const until = officeDayKey(now);
  const [year, month, day] = until.split('-').map(Number) as [number, number, number];
  // The same date a year earlier (29 February -> 28 February), then the next day.
  const lastYear = new Date(Date.UTC(year - 1, month - 1, Math.min(day, month === 2 ? 28 : day)));
  return { from: addDays(lastYear.toISOString().slice(0, 10), 1), until };
}

function figure(values: readonly number[]): MeasuredFigure {
  return { median: values.length >= minMeasuredCount ? medianOf(values) : null, count: values.length };
}

const dayMs = 86_400_000;
const daysBetween = (from: Date, to: Date) =>
  Math.round((Date.parse(`${officeDayKey(to)}T00:00:00Z`) - Date.parse(`${officeDayKey(from)}T00:00:00Z`)) / dayMs);

/** The measured times of the period that ends on `now`'s office day, from the requests given. */
export function measuredTimesFromRecords(records: readonly MeasuredRequestRecord[], now: Date): MeasuredTimes {
  const { from, until } = measuredPeriod(now);
  const inPeriod = (at: Date | null) => at !== null && officeDayKey(at) >= from && officeDayKey(at) <= until;
  const arrivals = new Map<CountryCode, number[]>();
  const replies = new Map<CountryCode, number[]>();
  const allReplies: number[] = [];
  const push = (map: Map<CountryCode, number[]>, code: CountryCode, value: number) =>
    map.set(code, [...(map.get(code) ?? []), value]);
  for (const record of records) {
    if (record.createdAt && record.contactedAt && inPeriod(record.createdAt)) {
      const minutes = minutesBetween(record.createdAt, record.contactedAt);
      allReplies.push(minutes);
      if (record.country) push(replies, record.country, minutes);
    }
    if (
      record.country &&
      record.journey === 'recruitment' &&
      record.status === 'completed' &&
      record.contractAt &&
      record.arrivedAt &&
      inPeriod(record.arrivedAt)
    ) {
      const days = daysBetween(record.contractAt, record.arrivedAt);
      if (days >= 0) push(arrivals, record.country, days);
    }
  }
  const byCountry = {} as Record<CountryCode, CountryMeasuredTimes>;
  for (const { code } of countries)
    byCountry[code] = {
      arrivalDays: figure(arrivals.get(code) ?? []),
      firstReplyMinutes: figure(replies.get(code) ?? []),
    };
  return { from, until, firstReplyMinutes: figure(allReplies), countries: byCountry };
}

function figureFromStored(value: unknown): MeasuredFigure {
  const data = value && typeof value === 'object' ? (value as StoredData) : {};
  const count = typeof data.count === 'number' && Number.isInteger(data.count) && data.count >= 0 ? data.count : 0;
  const median =
    count >= minMeasuredCount && typeof data.median === 'number' && Number.isFinite(data.median) && data.median >= 0
      ? data.median
      : null;
  return { median, count };
}

/** The stored document as the pages read it (null when absent); a figure below the threshold has no median. */
export function measuredTimesFromStored(data: StoredData | null | undefined): MeasuredTimes | null {
  if (!data || typeof data.from !== 'string' || typeof data.until !== 'string') return null;
  const stored = data.countries && typeof data.countries === 'object' ? (data.countries as StoredData) : {};
  const byCountry = {} as Record<CountryCode, CountryMeasuredTimes>;
  for (const { code } of countries) {
    const entry = stored[code] && typeof stored[code] === 'object' ? (stored[code] as StoredData) : {};
    byCountry[code] = {
      arrivalDays: figureFromStored(entry.arrivalDays),
      firstReplyMinutes: figureFromStored(entry.firstReplyMinutes),
    };
  }
  return {
    from: data.from,
    until: data.until,
    firstReplyMinutes: figureFromStored(data.firstReplyMinutes),
    countries: byCountry,
  };
}

/** A time in the largest unit that reads well: minutes below 2 hours, hours below 2 days, else days. */
export function replyDuration(minutes: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  if (minutes < 120) return { unit: 'minutes', count: minutes };
  if (minutes < 48 * 60) return { unit: 'hours', count: Math.round(minutes / 60) };
  return { unit: 'days', count: Math.round(minutes / (24 * 60)) };
}

/**
 * The office's measured first reply over every request of the period (/track's guarantee card), or null
 * below `minMeasuredCount` requests: the same figure `/costs` shows, read from the one daily document.
 */
export function firstReplyOf(times: MeasuredTimes | null): FirstReplyFigure | null {
  const figure = times?.firstReplyMinutes;
  if (!times || !figure || figure.median === null || figure.count < minMeasuredCount) return null;
  return { medianMinutes: figure.median, count: figure.count, fromDay: times.from, toDay: times.until };
}
