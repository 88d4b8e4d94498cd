import { journeyOf, type Journey } from './journey.ts';
import { isRequestStatus, type RequestStatus } from './requests.ts';
import type { CountryCode } from './common.ts';
import { isOneOf } from './stored.ts';
import { countryCodes } from './common.ts';

/**
 * The one-off migration of requests stored before issue 34 (scripts/migrate-request-journey.mjs): today's
 * statuses onto the journeys' stages (`closed` becomes `completed`; on a transfer request `contract`, `visa`,
 * `arrived` and `closed` become `transferFiled`, `familyPaid`, `handover` and `transferred`), `journey` and
 * `country` from the first requested worker, `stageDates` from the first history entry of each stage (the
 * create for `new`). `history` stays as it is; the tracking code (the document id) too. Idempotent: a
 * migrated request gets an empty plan. Pure: `toMillis` reads a stored time, `T` is the store's time type.
 */
const transferNames: Partial<Record<string, RequestStatus>> = {
  contract: 'transferFiled',
  visa: 'familyPaid',
  arrived: 'handover',
  closed: 'transferred',
};

export function migratedStatus(journey: Journey, status: unknown): RequestStatus {
  const name = typeof status === 'string' ? status : 'new';
  if (journey === 'transfer' && transferNames[name]) return transferNames[name]!;
  if (name === 'closed') return 'completed';
  return isRequestStatus(name) ? name : 'new';
}

export interface JourneyMigrationPlan<T> {
  set: {
    status?: RequestStatus;
    journey?: Journey;
    country?: CountryCode | null;
    stageDates?: Partial<Record<RequestStatus, T>>;
  };
}

export function planJourneyMigration<T>(
  data: Record<string, unknown>,
  worker: { type?: unknown; country?: unknown } | null,
  isTime: (value: unknown) => value is T,
): JourneyMigrationPlan<T> {
  const set: JourneyMigrationPlan<T>['set'] = {};
  const journey: Journey =
    data.journey === 'transfer' || data.journey === 'recruitment' ? data.journey : journeyOf(worker);
  if (data.journey !== journey) set.journey = journey;
  if (data.country === undefined) set.country = isOneOf(countryCodes, worker?.country) ? worker.country : null;
  const status = migratedStatus(journey, data.status);
  if (data.status !== status) set.status = status;
  // The dates from the history, under the journey's stage names; a date already stored under a stage name
  // (set by the office, or stamped since the new functions run) wins, and one under an old name is dropped.
  const stored =
    data.stageDates && typeof data.stageDates === 'object' ? (data.stageDates as Record<string, unknown>) : {};
  const dates: Partial<Record<RequestStatus, T>> = {};
  for (const entry of Array.isArray(data.history) ? data.history : []) {
    const { status: old, at } = (entry ?? {}) as { status?: unknown; at?: unknown };
    const stage = migratedStatus(journey, old);
    if (isTime(at) && !(stage in dates)) dates[stage] = at;
  }
  if (!dates.new && isTime(data.createdAt)) dates.new = data.createdAt;
  for (const [stage, at] of Object.entries(stored)) if (isRequestStatus(stage) && isTime(at)) dates[stage] = at;
  // Stored stage dates win above, so the same stages means nothing to write.
  if (Object.keys(dates).sort().join() !== Object.keys(stored).sort().join()) set.stageDates = dates;
  return { set };
}

export function isEmptyJourneyMigration(plan: JourneyMigrationPlan<unknown>): boolean {
  return Object.keys(plan.set).length === 0;
}
