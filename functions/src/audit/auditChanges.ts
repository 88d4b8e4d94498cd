import {
  auditContextFields,
  auditIgnoredFields,
  auditMaxTextLength,
  isPersonalField,
  maskValue,
  type AuditAction,
  type AuditedCollection,
} from '@household/model';

/**
 * Pure logic of the audit log (docs/decisions/014-audit-log.md): which fields a write changed, the
 * before/after values kept for them (masked where personal, shortened where long), and whether a
 * document write is an admin's at all. No Firebase import: times are anything with `toMillis()`.
 */

export type Data = Record<string, unknown>;

export interface TimeLike {
  toMillis(): number;
}

export function isTime(value: unknown): value is TimeLike {
  return (
    typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function'
  );
}

/** Deep equality of stored values (Timestamps by their instant, maps and lists by content). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isTime(a) || isTime(b)) return isTime(a) && isTime(b) && a.toMillis() === b.toMillis();
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    );
  }
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    return (
      keysA.length === keysB.length &&
      keysA.every((key) => Object.hasOwn(b, key) && sameValue((a as Data)[key], (b as Data)[key]))
    );
  }
  return false;
}

/** The fields whose values differ between two versions (an absent document counts as {}), sorted; bookkeeping fields left out. */
export function changedFields(before: Data | undefined, after: Data | undefined): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((key) => !auditIgnoredFields.includes(key) && !sameValue(before?.[key], after?.[key])).sort();
}

/** One value as the log keeps it: masked when personal, long text shortened; other values as stored. */
export function loggedValue(collection: AuditedCollection, field: string, value: unknown): unknown {
  if (value === undefined) return null;
  if (isPersonalField(collection, field)) return maskValue(value);
  if (typeof value === 'string' && value.length > auditMaxTextLength) return `${value.slice(0, auditMaxTextLength)}…`;
  return value;
}

/** The changed fields' values of one version (null when that version does not exist). */
export function loggedValues(
  collection: AuditedCollection,
  data: Data | undefined,
  fields: readonly string[],
): Data | null {
  if (!data) return null;
  return Object.fromEntries(fields.map((field) => [field, loggedValue(collection, field, data[field])]));
}

/**
 * The fields whose values `after` keeps: the changed ones, then the collection's context fields the
 * version has (auditContextFields: which record the entry is about), each once.
 */
export function afterFields(
  collection: AuditedCollection,
  data: Data | undefined,
  changed: readonly string[],
): string[] {
  const context = (auditContextFields[collection] ?? []).filter(
    (field) => typeof data?.[field] === 'string' && data[field] !== '' && !changed.includes(field),
  );
  return [...changed, ...context];
}

/**
 * How far a fresh stamp's `updatedAt` (the rules' `request.time`) may be from the write's commit time
 * (the snapshot's update time): the two are not the same instant (the emulator shows a gap of
 * milliseconds). A document written back by a restore carries a stamp from its last edit, far older.
 */
export const freshStampMs = 2000;

/** The actor stamp of an admin write: `updatedBy` (the rules make it the writer's uid) on a version stamped at this write's time. */
export function freshActor(data: Data | undefined, writeTime: TimeLike | undefined): string | null {
  if (!data || typeof data.updatedBy !== 'string' || data.updatedBy.length === 0) return null;
  if (
    !writeTime ||
    !isTime(data.updatedAt) ||
    Math.abs(data.updatedAt.toMillis() - writeTime.toMillis()) > freshStampMs
  )
    return null;
  return data.updatedBy;
}

export interface AuditDecision {
  action: AuditAction;
  actorUid: string;
  changed: string[];
}

/**
 * Whether a write to an audited Firestore document is an admin's create or update, and what it changed.
 * An admin write carries the actor stamp (`updatedBy` + a new `updatedAt` at the write's commit time,
 * both enforced by firestore.rules). Everything else is not an admin create/update and gets no entry:
 * visitors' creates and the seed (no `updatedBy`), functions' writes (they never stamp `updatedBy`; a
 * function that stamps `updatedAt` removes it), restores (written back with their old `updatedAt`;
 * the trash trigger records those), and deletes (recorded from the trash: auditTrash.ts).
 */
export function decideDocumentWrite(
  before: Data | undefined,
  after: Data | undefined,
  writeTime: TimeLike | undefined,
): AuditDecision | null {
  if (!after) return null;
  const actorUid = freshActor(after, writeTime);
  if (!actorUid) return null;
  // An update stamps a new updatedAt; a write that kept the old one is not the admin's (a function's).
  if (before && sameValue(before.updatedAt, after.updatedAt)) return null;
  const changed = changedFields(before, after);
  if (before && changed.length === 0) return null;
  return { action: before ? 'update' : 'create', actorUid, changed };
}

/**
 * A visitor-readable document's version with its author put back (issue 39, model/src/auditStamps.ts): the
 * document carries no `updatedBy`; `auditStamps/{collection}` as it was at the write's commit names the
 * admin when its `updatedAt` is the document's (the rules make both `request.time`). Any other stamp (none,
 * an older or a newer one) names nobody, and decideDocumentWrite then logs nothing, as for a function's write.
 */
export function withPrivateStamp(after: Data | undefined, stamp: Data | undefined): Data | undefined {
  if (!after) return after;
  const { updatedBy: _ignored, ...rest } = after;
  const author = stamp && typeof stamp.updatedBy === 'string' && sameValue(stamp.updatedAt, after.updatedAt);
  return author ? { ...rest, updatedBy: stamp.updatedBy } : rest;
}
