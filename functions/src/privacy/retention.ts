/**
 * Retention of personal data (docs/architecture.md#trust-rules): messages, and requests that have ended
 * (completed, transferred, cancelled, replaced, refunded), are deleted once older than `settings/site.retentionMonths` (default 12; older projects kept it in
 * settings/private). Pure.
 */
import { retentionMonthsOf } from '@household/model';

export { defaultRetentionMonths, maxRetentionMonths, minRetentionMonths } from '@household/model';

/**
 * The setting in force: `settings/site.retentionMonths` (the one the consent text states), else the
 * older `settings/private.retentionMonths`, else the default (a value out of 1..120 reads as the default).
 */
export function retentionMonths(
  privateSettings: { retentionMonths?: unknown } | undefined,
  siteSettings?: { retentionMonths?: unknown },
): number {
  const site = siteSettings?.retentionMonths;
  return retentionMonthsOf(site !== undefined && site !== null ? site : privateSettings?.retentionMonths);
}

/** Documents created before this instant are past retention: `months` calendar months before `now` (UTC). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** Request statuses whose requests are deleted after the retention period (open ones are kept): the journeys' ends. */
export { finishedRequestStatuses } from '@household/model';

export function isPastRetention(createdAt: Date | null, cutoff: Date): boolean {
  return createdAt !== null && createdAt.getTime() < cutoff.getTime();
}
