/**
 * History stamping of `requests/{id}` (functions/src/requests/onRequestWritten.ts): each status a
 * write leaves gets one entry {status, at} with `at` = the write's updatedAt (request.time, checked
 * by the rules). Entries are keyed by (status, at), so a redelivered event adds nothing, and two
 * quick changes both land, in time order, whatever order their events arrive in. Pure: no SDK.
 */
import { isRequestStatus } from '@household/model';

/** The Timestamp operations used here. */
export interface Stamp {
  toMillis(): number;
}

export interface StampedEntry<T extends Stamp> {
  status: string;
  at: T;
}

/** Whether this write is one the history must record: a create, or a change of status. */
export function needsStamp(before: { status?: unknown } | undefined, after: { status?: unknown } | undefined): boolean {
  if (!after) return false;
  return !before || before.status !== after.status;
}

function isEntry<T extends Stamp>(value: unknown): value is StampedEntry<T> {
  const entry = value as StampedEntry<T> | null;
  return typeof entry?.status === 'string' && typeof entry?.at?.toMillis === 'function';
}

/** The history with the entry added (sorted by time), or null when it is already there. */
export function withEntry<T extends Stamp>(history: unknown, entry: StampedEntry<T>): StampedEntry<T>[] | null {
  const entries = Array.isArray(history) ? history.filter(isEntry<T>) : [];
  if (entries.some((e) => e.status === entry.status && e.at.toMillis() === entry.at.toMillis())) return null;
  return [...entries, entry].sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

/**
 * Issue 34: the date to give the status's stage, when it has none yet (the office may have set it already, or
 * set an earlier one: that one stays), or null when there is nothing to add. Only that one date is written
 * (`stageDates.<status>`), so the other stages' dates are never rewritten.
 */
export function stageDateToStamp<T extends Stamp>(stageDates: unknown, status: string, at: T): T | null {
  const dates =
    stageDates && typeof stageDates === 'object' && !Array.isArray(stageDates)
      ? (stageDates as Record<string, unknown>)
      : {};
  // Only a stage of the journeys gets a date: an old status (`closed`, before the one-off migration) is
  // the migration's to map, and a date under its old name would hide the request from it.
  if (!isRequestStatus(status)) return null;
  if (dates[status] !== undefined && dates[status] !== null) return null;
  return at;
}
