/**
 * Retention of personal data (docs/architecture.md#trust-rules): messages, and requests that are closed or
 * cancelled, are deleted once older than `settings/private.retentionMonths` (default 12). Pure.
 */
export const defaultRetentionMonths = 12;
export const minRetentionMonths = 1;
export const maxRetentionMonths = 120;

/** The stored setting, or the default when it is missing or out of range (the rules allow 1 to 120). */
export function retentionMonths(privateSettings: { retentionMonths?: unknown } | undefined): number {
  const value = privateSettings?.retentionMonths;
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= minRetentionMonths &&
    value <= maxRetentionMonths
    ? value
    : defaultRetentionMonths;
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

/** Request statuses whose requests are deleted after the retention period (open ones are kept). */
export const finishedRequestStatuses = ['closed', 'cancelled'] as const;

export function isPastRetention(createdAt: Date | null, cutoff: Date): boolean {
  return createdAt !== null && createdAt.getTime() < cutoff.getTime();
}
