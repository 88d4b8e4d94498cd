/**
 * What one write adds to the daily statistics (`dailyStats/{day}`, model/src/dailyStats.ts). Pure: the
 * trigger reads the event, calls these, and applies the result once per event (applyDailyEvent.ts).
 */
import { countedStageChanges, hasContactFromNew, minutesBetween, officeDayKey } from '@household/model';

/** Additions to one day document: counters are increments, `contactMinutes` entries are set. */
export interface DayDelta {
  day: string;
  requests?: number;
  messages?: number;
  stages?: Record<string, number>;
  workers?: Record<string, number>;
  contactMinutes?: Record<string, number>;
}

/** Something with `toDate()` (an Admin SDK Timestamp) or a Date. */
type TimeLike = { toDate(): Date } | Date;

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function')
    return (value as { toDate(): Date }).toDate();
  return null;
}

function refCodesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [
    ...new Set(value.filter((code): code is string => typeof code === 'string' && /^[A-Z]{2}-\d{4}$/.test(code))),
  ];
}

/** A created request: counted on the office day of its `createdAt` (the write time when absent). */
export function requestCreatedDelta(data: Record<string, unknown>, writeTime: TimeLike): DayDelta {
  const created = toDate(data.createdAt) ?? toDate(writeTime)!;
  const workers = Object.fromEntries(refCodesOf(data.refCodes).map((code) => [code, 1]));
  return { day: officeDayKey(created), requests: 1, workers };
}

/**
 * A request whose status changed: one stage entry on the office day of the change (`updatedAt`, the
 * write time when absent), and for new -> contacted the minutes since creation. Null: nothing to count.
 */
export function requestStatusDelta(
  requestId: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  writeTime: TimeLike,
): DayDelta | null {
  const from = before.status;
  const to = after.status;
  if (typeof to !== 'string' || from === to) return null;
  if (!(countedStageChanges as readonly string[]).includes(to)) return null;
  const at = toDate(after.updatedAt) ?? toDate(writeTime)!;
  const delta: DayDelta = { day: officeDayKey(at), stages: { [to]: 1 } };
  const created = toDate(after.createdAt);
  // Only the first new -> contacted (decision 019), as the rebuild counts it: the history the trigger has
  // stamped so far holds the earlier changes (this one is stamped after).
  const history = Array.isArray(after.history) ? (after.history as { status: unknown; at: unknown }[]) : [];
  if (from === 'new' && to === 'contacted' && created && !hasContactFromNew(history))
    delta.contactMinutes = { [requestId]: minutesBetween(created, at) };
  return delta;
}

/** A created contact message: counted on the office day of its `createdAt`. */
export function messageCreatedDelta(data: Record<string, unknown>, writeTime: TimeLike): DayDelta {
  const created = toDate(data.createdAt) ?? toDate(writeTime)!;
  return { day: officeDayKey(created), messages: 1 };
}

/** A marker id from an event or document key: no slashes, at most 500 characters. */
export function markerId(key: string): string {
  return key.replace(/[/\s]/g, '_').slice(0, 500);
}
