import { isOneOf, storedDate, text, type StoredData, type ToDate } from './stored.ts';

/**
 * `trash/{collection}_{id}`: the admin moves a document here instead of deleting it; restore moves it
 * back unchanged; a daily function purges entries older than `trashRetentionDays` and only then
 * deletes their files (docs/decisions/015-trash.md).
 */
export const trashCollections = ['staff', 'media', 'reviews', 'contactMessages', 'requests'] as const;
export type TrashCollection = (typeof trashCollections)[number];

/** Days a trashed document stays restorable. */
export const trashRetentionDays = 30;

const dayMs = 24 * 60 * 60 * 1000;

export function isTrashCollection(value: unknown): value is TrashCollection {
  return isOneOf(trashCollections, value);
}

/** The trash document id of `{collection}/{id}` (the rules check the same shape). */
export function trashIdOf(collection: TrashCollection, id: string): string {
  return `${collection}_${id}`;
}

/** A staff member's private contact document (`staffContacts/{id}`), kept with the trashed worker. */
export interface TrashContacts {
  email: string;
  phone: string;
}

/** The stored shape. `data` is the original document exactly as it was; `contacts` is null except for staff. */
export interface TrashDoc<Time = unknown> {
  collection: TrashCollection;
  id: string;
  data: StoredData;
  contacts: TrashContacts | null;
  deletedAt: Time;
  deletedBy: string;
  /**
   * Set by the admin who restores the entry, just before the restore's transaction (the restore
   * writes the original back exactly, so this is where the audit log reads who restored it).
   */
  restoredBy?: string;
  restoredAt?: Time;
}

/** A trash entry as the admin portal shows it. */
export interface TrashItem {
  trashId: string;
  collection: TrashCollection;
  id: string;
  /** A readable name: refCode and name, a title, a tracking code... (never empty: falls back to the id). */
  title: string;
  data: StoredData;
  deletedAt: Date | null;
  deletedBy: string;
}

/** A readable title of a trashed document, per collection. */
export function trashTitle(collection: TrashCollection, id: string, data: StoredData): string {
  const parts = (...values: unknown[]) =>
    values
      .map(text)
      .map((value) => value.trim())
      .filter((value) => value.length > 0)
      .join(' · ');
  let title = '';
  if (collection === 'staff') title = parts(data.refCode, data.name);
  else if (collection === 'media') title = parts(data.title);
  else if (collection === 'reviews') title = parts(data.customerName, data.serviceType);
  else if (collection === 'contactMessages') title = parts(data.name, data.subject);
  else if (collection === 'requests') title = parts(data.trackingCode, data.name);
  return title || id;
}

/** The model's one trash mapper; null for a document that is not a valid trash entry. */
export function trashFromStored(trashId: string, data: StoredData, toDate: ToDate = storedDate): TrashItem | null {
  const collection = data.collection;
  const id = text(data.id);
  if (!isTrashCollection(collection) || id.length === 0) return null;
  const original = data.data && typeof data.data === 'object' ? (data.data as StoredData) : {};
  return {
    trashId,
    collection,
    id,
    title: trashTitle(collection, id, original),
    data: original,
    deletedAt: toDate(data.deletedAt),
    deletedBy: text(data.deletedBy),
  };
}

/** When an entry deleted at `deletedAt` is purged. */
export function trashPurgeAt(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + trashRetentionDays * dayMs);
}

/** Days left before the purge, counting a started day (30 just after the move, 1 on the last day, 0 once due; the full period while the time is not known yet). */
export function trashDaysLeft(deletedAt: Date | null, now: Date): number {
  if (!deletedAt) return trashRetentionDays;
  const left = trashPurgeAt(deletedAt).getTime() - now.getTime();
  return Math.max(0, Math.ceil(left / dayMs));
}

/** Entries deleted before this time are purged. */
export function trashPurgeCutoff(now: Date): Date {
  return new Date(now.getTime() - trashRetentionDays * dayMs);
}
