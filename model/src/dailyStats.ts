import { requestStatuses, type RequestStatus } from './requests.ts';
import { nonNegative, type StoredData } from './stored.ts';

/**
 * `dailyStats/{YYYY-MM-DD}`: one small document per office day (Riyadh, UTC+3 all year), kept by
 * Cloud Functions (functions/src/stats/daily) and rebuilt by `scripts/backfill-daily-stats.mjs`.
 * The dashboard reads the twelve weeks it shows (84 documents at most), never whole collections.
 * Pure: no Firebase import; the seed, the backfill, the functions and the dashboard share it.
 */

/** The request stages of the funnel, in order (the recruitment journey's main steps; endings are not stages). */
export const funnelStages = ['new', 'contacted', 'contract', 'visa', 'arrived'] as const;
export type FunnelStage = (typeof funnelStages)[number];
/** Stages a status change can enter (counted in `stages`); `new` is counted by `requests`. */
export type CountedStage = Exclude<RequestStatus, 'new'>;
export const countedStageChanges: readonly CountedStage[] = requestStatuses.filter(
  (status): status is CountedStage => status !== 'new',
);

export interface DailyStatsDoc {
  /** The office day, `YYYY-MM-DD` (also the document id). */
  day: string;
  /** Requests created that day. */
  requests: number;
  /** Contact messages created that day. */
  messages: number;
  /** Status changes into each stage that day. */
  stages: Partial<Record<CountedStage, number>>;
  /** Minutes from creation to the first `contacted`, per request id, on the day it was contacted. */
  contactMinutes: Record<string, number>;
  /** How many requests created that day named each worker (refCode -> count). */
  workers: Record<string, number>;
}

const officeOffsetMs = 3 * 3_600_000;
const dayMs = 86_400_000;
const dayKeyPattern = /^\d{4}-\d{2}-\d{2}$/;

export const isDayKey = (value: unknown): value is string => typeof value === 'string' && dayKeyPattern.test(value);

/** The office day (Riyadh) of an instant: `2026-11-24`. */
export function officeDayKey(at: Date | number): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + officeOffsetMs).toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

export function emptyDailyStats(day: string): DailyStatsDoc {
  return { day, requests: 0, messages: 0, stages: {}, contactMinutes: {}, workers: {} };
}

function countMap(value: unknown, keyOk: (key: string) => boolean = () => true): Record<string, number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, number> = {};
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    const n = nonNegative(raw, -1);
    if (n >= 0 && keyOk(key)) out[key] = n;
  }
  return out;
}

/** Plain stats from a stored day document (unknown fields ignored, bad numbers dropped). */
export function dailyStatsFromStored(id: string, data: StoredData | undefined): DailyStatsDoc {
  const day = isDayKey(data?.day) ? data.day : id;
  return {
    day,
    requests: nonNegative(data?.requests),
    messages: nonNegative(data?.messages),
    stages: countMap(data?.stages, (key) => (countedStageChanges as readonly string[]).includes(key)),
    contactMinutes: countMap(data?.contactMinutes),
    workers: countMap(data?.workers),
  };
}

// ---------- Building the documents from records (seed and backfill) ----------

export interface RequestRecord {
  id: string;
  refCodes: readonly string[];
  createdAt: Date | null;
  /** Stage entries oldest first ({status, at}); the first is the create. */
  history: readonly { status: string; at: Date | null }[];
}

export interface MessageRecord {
  createdAt: Date | null;
}

function bump(map: Record<string, number>, key: string, by = 1) {
  map[key] = (map[key] ?? 0) + by;
}

/** Minutes between two instants, whole, never negative. */
export function minutesBetween(from: Date, to: Date): number {
  return Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000));
}

/**
 * Whether a stamped history (oldest first, the create first) already holds a new -> contacted change: the
 * contact time is the FIRST one's (decision 019), in the live trigger and in the rebuild alike (issue 39).
 */
export function hasContactFromNew(history: readonly { status: unknown; at: unknown }[]): boolean {
  let previous: unknown = history[0]?.status ?? 'new';
  for (const entry of history.slice(1)) {
    if (!entry.at || entry.status === previous) continue;
    if (entry.status === 'contacted' && previous === 'new') return true;
    previous = entry.status;
  }
  return false;
}

/** Every day document the records imply (what the triggers would have kept), keyed by day. */
export function dailyStatsFromRecords(
  requests: readonly RequestRecord[],
  messages: readonly MessageRecord[],
): Map<string, DailyStatsDoc> {
  const days = new Map<string, DailyStatsDoc>();
  const dayOf = (key: string) => {
    let doc = days.get(key);
    if (!doc) days.set(key, (doc = emptyDailyStats(key)));
    return doc;
  };
  for (const message of messages) if (message.createdAt) dayOf(officeDayKey(message.createdAt)).messages += 1;
  for (const request of requests) {
    const createdAt = request.createdAt;
    if (!createdAt) continue;
    const created = dayOf(officeDayKey(createdAt));
    created.requests += 1;
    for (const code of new Set(request.refCodes)) bump(created.workers, code);
    let previous = request.history[0]?.status ?? 'new';
    request.history.forEach((entry, index) => {
      if (index === 0 || !entry.at || entry.status === previous) return;
      const change = dayOf(officeDayKey(entry.at));
      if ((countedStageChanges as readonly string[]).includes(entry.status))
        bump(change.stages as Record<string, number>, entry.status);
      if (entry.status === 'contacted' && previous === 'new' && !hasContactFromNew(request.history.slice(0, index)))
        change.contactMinutes[request.id] = minutesBetween(createdAt, entry.at);
      previous = entry.status;
    });
  }
  return days;
}

// ---------- What the dashboard shows ----------

export interface WeekBucket {
  /** First day of the week (`YYYY-MM-DD`); weeks end on `until`. */
  start: string;
  end: string;
  requests: number;
  messages: number;
}

/** The first day of a window of `weeks` weeks that ends on `until` (inclusive). */
export function windowStart(until: string, weeks: number): string {
  return addDays(until, -(weeks * 7 - 1));
}

/** Requests and messages per week, oldest first; weeks of 7 days ending on `until`, missing days count 0. */
export function weeklySeries(days: readonly DailyStatsDoc[], until: string, weeks = 12): WeekBucket[] {
  const first = windowStart(until, weeks);
  const buckets: WeekBucket[] = Array.from({ length: weeks }, (_, index) => ({
    start: addDays(first, index * 7),
    end: addDays(first, index * 7 + 6),
    requests: 0,
    messages: 0,
  }));
  const firstMs = Date.parse(`${first}T00:00:00Z`);
  for (const day of days) {
    const index = Math.floor((Date.parse(`${day.day}T00:00:00Z`) - firstMs) / (7 * dayMs));
    const bucket = buckets[index];
    if (!bucket || day.day > until) continue;
    bucket.requests += day.requests;
    bucket.messages += day.messages;
  }
  return buckets;
}

export interface FunnelStep {
  stage: FunnelStage;
  count: number;
}

/** How many requests were created (`new`) and entered each later stage in the days given. */
export function requestFunnel(days: readonly DailyStatsDoc[]): FunnelStep[] {
  return funnelStages.map((stage) => ({
    stage,
    count: days.reduce((sum, day) => sum + (stage === 'new' ? day.requests : (day.stages[stage] ?? 0)), 0),
  }));
}

/** The median of the new -> contacted times in the days given (minutes), or null when none. */
export function medianContactMinutes(days: readonly DailyStatsDoc[]): number | null {
  return medianOf(days.flatMap((day) => Object.values(day.contactMinutes)));
}

/** The median of whole numbers (the mean of the two middle ones rounded, for an even count), or null when none. */
export function medianOf(numbers: readonly number[]): number | null {
  const values = [...numbers].sort((a, b) => a - b);
  if (values.length === 0) return null;
  const middle = Math.floor(values.length / 2);
  return values.length % 2 === 1 ? values[middle]! : Math.round((values[middle - 1]! + values[middle]!) / 2);
}

/** The `limit` most requested workers in the days given, most first (ties by refCode). */
export function topWorkers(days: readonly DailyStatsDoc[], limit = 10): { refCode: string; count: number }[] {
  const totals: Record<string, number> = {};
  for (const day of days) for (const [code, count] of Object.entries(day.workers)) bump(totals, code, count);
  return Object.entries(totals)
    .map(([refCode, count]) => ({ refCode, count }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.refCode.localeCompare(b.refCode))
    .slice(0, limit);
}
