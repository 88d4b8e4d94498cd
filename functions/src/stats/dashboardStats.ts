/**
 * The admin dashboard counters (`stats/dashboard`): what each counts, how to count them from plain
 * documents, and when a recompute may overwrite the stored one. Pure (no Firebase): tests/fixtures/writeSeed.ts
 * imports this file directly (Node type stripping) to seed the same numbers. The counters are defined in
 * the model (@household/model).
 */
import {
  dashboardCounterNames,
  dashboardCounters,
  type CounterSpec,
  type DashboardCollection,
  type DashboardCounts,
} from '@household/model';

export { dashboardCollections, dashboardCounterNames, dashboardCounters } from '@household/model';
export type { CounterSpec, DashboardCollection, DashboardCounterName, DashboardCounts } from '@household/model';

/** Whether a document with this status counts toward the counter. */
export function counterCounts(spec: CounterSpec, status: unknown): boolean {
  if (spec.statusIn !== undefined) return typeof status === 'string' && spec.statusIn.includes(status);
  return spec.status === undefined || status === spec.status;
}

/** The part of a Firestore collection or query a counter needs (any Admin SDK instance's). */
export interface Filterable<Q> {
  where(field: 'status', op: '==' | 'in', value: unknown): Q;
}

/**
 * The query a counter counts (then `.count()`): the one shape for the functions' recompute and
 * scripts/bootstrap.mjs, which creates the first counts of a new project.
 */
export function counterQuery<Q>(collection: Filterable<Q> & Q, spec: CounterSpec): Q {
  if (spec.statusIn !== undefined) return collection.where('status', 'in', [...spec.statusIn]);
  return spec.status === undefined ? collection : collection.where('status', '==', spec.status);
}

/** Counts plain documents the same way the Cloud Function's count aggregations do. */
export function countDashboard(
  documents: Record<DashboardCollection, readonly { status?: unknown }[]>,
): DashboardCounts {
  const counts = {} as DashboardCounts;
  for (const name of dashboardCounterNames) {
    const spec: CounterSpec = dashboardCounters[name];
    const docs = documents[spec.collection];
    counts[name] = docs.filter((doc) => counterCounts(spec, doc.status)).length;
  }
  return counts;
}

type Data = Record<string, unknown> | undefined;

/**
 * Whether a write can change any counter: creates and deletes always can; an update only when it
 * changes a field some counter filters on (`status`).
 */
export function writeAffectsDashboard(collection: DashboardCollection, before: Data, after: Data): boolean {
  if (!before || !after) return before !== after;
  const filtered = dashboardCounterNames.some((name) => {
    const spec: CounterSpec = dashboardCounters[name];
    return spec.collection === collection && (spec.status !== undefined || spec.statusIn !== undefined);
  });
  return filtered && before.status !== after.status;
}

/** A Firestore Timestamp's ordering fields. */
export interface TimeLike {
  seconds: number;
  nanoseconds: number;
}

export function compareTimes(a: TimeLike, b: TimeLike): number {
  return a.seconds !== b.seconds ? a.seconds - b.seconds : a.nanoseconds - b.nanoseconds;
}

function isTime(value: unknown): value is TimeLike {
  const time = value as TimeLike | null | undefined;
  return typeof time?.seconds === 'number' && typeof time?.nanoseconds === 'number';
}

/**
 * The stored document's `updatedAt` is the read time of the aggregations it was computed from
 * ("counts as of"). A recompute replaces the stored counts only when it read later, so a slow,
 * older recompute can never overwrite a newer one.
 */
export function isNewerThanStored(stored: Data, countedAt: TimeLike): boolean {
  const storedAt = stored?.updatedAt;
  return !isTime(storedAt) || compareTimes(countedAt, storedAt) > 0;
}

/** A change committed at `changeTime` is already reflected when the stored counts were read at or after it. */
export function storedCoversChange(stored: Data, changeTime: TimeLike): boolean {
  const storedAt = stored?.updatedAt;
  return isTime(storedAt) && compareTimes(storedAt, changeTime) >= 0;
}
