import { addDays, isDayKey, officeDayKey, windowStart } from '@household/model';

/** The dashboard shows twelve weeks (84 day documents at most). */
export const cockpitWeeks = 12;

export interface CockpitWindow {
  /** First day shown, `YYYY-MM-DD`. */
  from: string;
  /** Last day shown (today in Riyadh, or `?until=` to look back). */
  until: string;
  days: number;
}

/**
 * The twelve weeks that end on `?until=YYYY-MM-DD` (a real past or present day), else on today in
 * Riyadh. A bad or future value reads as today, so a pasted link never shows an empty future.
 */
export function cockpitWindow(untilParam: string | null, now: Date, weeks = cockpitWeeks): CockpitWindow {
  const today = officeDayKey(now);
  const valid = untilParam !== null && isDayKey(untilParam) && addDays(untilParam, 0) === untilParam;
  const until = valid && untilParam <= today ? untilParam : today;
  return { from: windowStart(until, weeks), until, days: weeks * 7 };
}

/** The instant 24 hours before `now`: a request created before it and still `new` is late. */
export function staleCutoff(now: Date): Date {
  return new Date(now.getTime() - 24 * 3_600_000);
}

/** Hours (rounded down) a request has waited since it was created. */
export function hoursWaiting(createdAt: Date | null, now: Date): number | null {
  return createdAt ? Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 3_600_000)) : null;
}

/** A duration in minutes as whole days, hours and minutes ({ days: 1, hours: 2, minutes: 5 }). */
export function splitMinutes(total: number): { days: number; hours: number; minutes: number } {
  const minutes = Math.max(0, Math.round(total));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}
