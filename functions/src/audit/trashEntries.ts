import type { AuditAction, AuditedCollection } from '@household/model';
import { changedFields, freshActor, isTime, loggedValues, type Data, type TimeLike } from './auditChanges';

/**
 * Moves to the trash and restores, read from `trash/{collection}_{id}` (web/src/admin/lib/firebase/trash.ts):
 * the admin client creates the trash document (with `deletedBy`, the rules make it the caller) in the
 * same transaction that deletes the original, and deletes it in the transaction that writes the original
 * back. Pure: the trigger (onTrashWritten.ts) reads the event and writes what this returns.
 */

export interface PlannedEntry {
  /** Appended to the event id: one event may give two entries (a worker and its contacts). */
  idSuffix: string;
  action: AuditAction;
  collection: AuditedCollection;
  docId: string;
  actorUid: string | null;
  changed: string[];
  before: Data | null;
  after: Data | null;
}

const trashable: readonly string[] = ['staff', 'media', 'reviews', 'contactMessages', 'requests'];

function asData(value: unknown): Data | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : undefined;
}

interface TrashShape {
  collection: AuditedCollection;
  id: string;
  data: Data;
  contacts: Data | undefined;
  deletedBy: string | null;
  restoredBy: string | null;
  restoredAt: TimeLike | null;
}

function readTrash(trash: Data | undefined): TrashShape | null {
  if (!trash || typeof trash.collection !== 'string' || !trashable.includes(trash.collection)) return null;
  if (typeof trash.id !== 'string' || trash.id.length === 0) return null;
  const data = asData(trash.data);
  if (!data) return null;
  return {
    collection: trash.collection as AuditedCollection,
    id: trash.id,
    data,
    contacts: asData(trash.contacts),
    deletedBy: typeof trash.deletedBy === 'string' && trash.deletedBy.length > 0 ? trash.deletedBy : null,
    restoredBy: typeof trash.restoredBy === 'string' && trash.restoredBy.length > 0 ? trash.restoredBy : null,
    restoredAt: isTime(trash.restoredAt) ? trash.restoredAt : null,
  };
}

function entry(
  idSuffix: string,
  action: AuditAction,
  collection: AuditedCollection,
  docId: string,
  actorUid: string | null,
  data: Data,
): PlannedEntry {
  const gone = action === 'delete';
  const changed = gone ? changedFields(data, undefined) : changedFields(undefined, data);
  const values = loggedValues(collection, data, changed);
  return {
    idSuffix,
    action,
    collection,
    docId,
    actorUid,
    changed,
    before: gone ? values : null,
    after: gone ? null : values,
  };
}

/** A new trash document: the original (and a worker's contacts) was deleted by `deletedBy`. */
export function entriesForTrashCreate(trash: Data | undefined): PlannedEntry[] {
  const shape = readTrash(trash);
  if (!shape) return [];
  const entries = [entry('', 'delete', shape.collection, shape.id, shape.deletedBy, shape.data)];
  if (shape.collection === 'staff' && shape.contacts)
    entries.push(entry('-contacts', 'delete', 'staffContacts', shape.id, shape.deletedBy, shape.contacts));
  return entries;
}

/**
 * A trash document went away. When the original exists again, created by the same commit (a restore
 * writes it back and deletes the trash entry in one transaction), that is a restore; otherwise the entry
 * was purged or deleted forever, which is not an audited write of the original. A restore writes the
 * data back exactly as it was, so the restorer is read from the entry (restoredBy, set by the admin just
 * before the restore; the rules make it the caller); without it the actor is unknown (null).
 */
/** How far apart the restore's commit and the trash entry's delete event may be. */
const RESTORE_WINDOW_MS = 60_000;

export function entriesForTrashDelete(
  trash: Data | undefined,
  original: { data: Data; createTime: TimeLike } | null,
  deletedAt: TimeLike,
  trashedAt?: TimeLike,
  /** A worker's `staffContacts/{id}` as found now (null: not there). */
  contactsBack: { data: Data; createTime: TimeLike } | null = null,
): PlannedEntry[] {
  const shape = readTrash(trash);
  if (!shape || !original) return [];
  // The original must have been written after it went to the trash, close to the event: the event time
  // is the commit time in production, but the emulator stamps it on delivery, seconds later under load.
  if (trashedAt && original.createTime.toMillis() <= trashedAt.toMillis()) return [];
  if (Math.abs(original.createTime.toMillis() - deletedAt.toMillis()) > RESTORE_WINDOW_MS) return [];
  // Who restored it: the name the admin set on the entry just before (restoredBy, within the window of
  // the restore), else a fresh stamp on the document itself, else unknown.
  const namedRestorer =
    shape.restoredBy &&
    shape.restoredAt &&
    Math.abs(shape.restoredAt.toMillis() - original.createTime.toMillis()) <= RESTORE_WINDOW_MS
      ? shape.restoredBy
      : null;
  const actor = namedRestorer ?? freshActor(original.data, original.createTime);
  const entries = [entry('', 'restore', shape.collection, shape.id, actor, original.data)];
  // A worker's contacts are logged as restored only when they are back, written by the same commit
  // (issue 39: the rules refuse a restore that leaves them behind; the log says what it finds).
  if (
    shape.collection === 'staff' &&
    contactsBack &&
    contactsBack.createTime.toMillis() === original.createTime.toMillis()
  )
    entries.push(entry('-contacts', 'restore', 'staffContacts', shape.id, actor, contactsBack.data));
  return entries;
}
