import { isOneOf, storedDate, text, type StoredData, type ToDate } from './stored.ts';

/**
 * `auditLog/{id}`: one entry per admin create, update, delete (move to the trash) and restore of an
 * audited collection. Written by Cloud Functions only (functions/src/audit), read by the admin on
 * /admin/activity. How an admin write is told apart from a function's: docs/decisions/014-audit-log.md.
 */
export const auditActions = ['create', 'update', 'delete', 'restore'] as const;
export type AuditAction = (typeof auditActions)[number];

/** The collections (and the Storage folder `documents`) whose admin writes are recorded. */
export const auditedCollections = [
  'staff',
  'staffContacts',
  'contactMessages',
  'requests',
  'reviews',
  'content',
  'media',
  'settings',
  'documents',
  'countryCosts',
] as const;
export type AuditedCollection = (typeof auditedCollections)[number];

/**
 * Bookkeeping fields: never listed as changed (every admin write stamps them). `history` of a request
 * is written by a function only.
 */
export const auditIgnoredFields: readonly string[] = ['updatedAt', 'updatedBy', 'history'];

/**
 * Personal data whose values the log does not keep (only the field name and a masked value): the
 * contact details of workers, and what visitors wrote in messages and requests. The originals are
 * purged by the retention rules; the log must not outlive them with a copy.
 */
export const auditPersonalFields: Readonly<Partial<Record<AuditedCollection, readonly string[]>>> = {
  staffContacts: ['email', 'phone'],
  contactMessages: ['name', 'email', 'phone', 'subject', 'message'],
  requests: ['name', 'email', 'phone', 'message'],
};

/** Longest text value kept in an entry; longer ones end in an ellipsis (the log is not a backup). */
export const auditMaxTextLength = 300;

/** What a masked value is stored as: its first character and its length, never the rest. */
export function maskValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  if (shown.length === 0) return '';
  return `${Array.from(shown)[0]}••• (${Array.from(shown).length})`;
}

export function isPersonalField(collection: AuditedCollection, field: string): boolean {
  return auditPersonalFields[collection]?.includes(field) ?? false;
}

export function isAuditAction(value: unknown): value is AuditAction {
  return isOneOf(auditActions, value);
}

export function isAuditedCollection(value: unknown): value is AuditedCollection {
  return isOneOf(auditedCollections, value);
}

/** The stored shape (values as the functions write them; `Time` is a Firestore Timestamp there). */
export interface AuditLogDoc<Time = unknown> {
  at: Time;
  actorUid: string | null;
  actorEmail: string | null;
  action: AuditAction;
  collection: AuditedCollection;
  docId: string;
  path: string;
  changed: string[];
  before: StoredData | null;
  after: StoredData | null;
}

/** An entry as the admin page shows it: the stored shape with its id, a Date, and empty objects for absent sides. */
export interface AuditEntry extends Omit<AuditLogDoc, 'at' | 'before' | 'after'> {
  id: string;
  at: Date | null;
  before: StoredData;
  after: StoredData;
}

/** The model's one auditLog mapper; null for a document that is not a valid entry. */
export function auditEntryFromStored(id: string, data: StoredData, toDate: ToDate = storedDate): AuditEntry | null {
  if (!isAuditAction(data.action) || !isAuditedCollection(data.collection)) return null;
  const map = (value: unknown): StoredData =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as StoredData) : {};
  const actor = text(data.actorUid);
  const email = text(data.actorEmail);
  return {
    id,
    at: toDate(data.at),
    actorUid: actor || null,
    actorEmail: email || null,
    action: data.action,
    collection: data.collection,
    docId: text(data.docId),
    path: text(data.path),
    changed: Array.isArray(data.changed)
      ? data.changed.filter((field): field is string => typeof field === 'string')
      : [],
    before: map(data.before),
    after: map(data.after),
  };
}
