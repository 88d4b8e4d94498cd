import type { AuditLogDoc } from '@household/model';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { adminAuth } from '../admin';
import { createOnce } from '../notifications/createOnce';
import type { PlannedEntry } from './trashEntries';

const emails = new Map<string, string | null>();

/** The admin's e-mail, for the page (looked up once per instance; null when the user is gone). */
async function actorEmail(uid: string | null): Promise<string | null> {
  if (!uid) return null;
  if (emails.has(uid)) return emails.get(uid) ?? null;
  let email: string | null = null;
  try {
    email = (await adminAuth().getUser(uid)).email ?? null;
  } catch (error) {
    logger.warn('audit: actor not found in Auth', { uid, error: String(error) });
  }
  emails.set(uid, email);
  return email;
}

/**
 * Writes `auditLog/{eventId}{suffix}`. The id comes from the event, so a redelivered event (triggers
 * run at least once) writes nothing twice.
 */
export async function writeEntry(
  eventId: string,
  at: Timestamp,
  planned: PlannedEntry,
  pathPrefix = '',
): Promise<void> {
  const entry: AuditLogDoc<Timestamp> = {
    at,
    actorUid: planned.actorUid,
    actorEmail: await actorEmail(planned.actorUid),
    action: planned.action,
    collection: planned.collection,
    docId: planned.docId,
    path: `${pathPrefix || planned.collection}/${planned.docId}`,
    changed: planned.changed,
    before: planned.before,
    after: planned.after,
  };
  await createOnce(`auditLog/${eventId}${planned.idSuffix}`, entry as unknown as Record<string, unknown>);
}

/** The event's time as a Timestamp (the commit time of the write that fired it). */
export function eventTime(time: string): Timestamp {
  const millis = Date.parse(time);
  return Number.isNaN(millis) ? Timestamp.now() : Timestamp.fromMillis(millis);
}
