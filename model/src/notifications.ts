import { storedDate, text, type StoredData, type ToDate } from './stored.ts';

/**
 * `notifications/{id}`: written by Cloud Functions; the admin only marks one read. The sentence is not
 * stored in a language: `data` holds what it names (the family's name, a message subject, a request's
 * tracking code and workers) and the portal renders it in the reader's language. `title` and `body`
 * stay as an English fallback for older documents and the e-mail digests.
 */
export const notificationKinds = ['contactMessage', 'request'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** What a notification names; every field optional (absent = not known). */
export interface NotificationData {
  name: string | null;
  subject: string | null;
  trackingCode: string | null;
  refCodes: string[];
}

export interface NotificationDoc<Time = unknown> {
  kind: string;
  title: string;
  body: string;
  /** An in-portal path (`/admin/...`). */
  link: string | null;
  read: boolean;
  createdAt: Time;
  /** Structured content (absent on notifications written before issue 28). */
  data?: Partial<NotificationData>;
}

export interface AdminNotification {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: Date | null;
  /** Null for older notifications without structured data: show `title` and `body` as stored. */
  data: NotificationData | null;
}

/** Only in-portal links are followed: `/admin` or `/admin/...`, never another origin. */
export function isPortalLink(value: unknown): value is string {
  return (
    typeof value === 'string' && (value === '/admin' || value.startsWith('/admin/') || value.startsWith('/admin?'))
  );
}

export function notificationFromStored(id: string, data: StoredData, toDate: ToDate = storedDate): AdminNotification {
  return {
    id,
    kind: text(data.kind),
    title: text(data.title),
    body: text(data.body),
    link: isPortalLink(data.link) ? data.link : null,
    read: data.read === true,
    createdAt: toDate(data.createdAt),
    data: notificationDataOf(data.data),
  };
}

function shortText(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim().length > 0 ? value.trim().slice(0, max) : null;
}

/** The structured part of a stored notification, or null when there is none. */
export function notificationDataOf(value: unknown): NotificationData | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  return {
    name: shortText(raw.name, 100),
    subject: shortText(raw.subject, 200),
    trackingCode: shortText(raw.trackingCode, 20),
    refCodes: Array.isArray(raw.refCodes)
      ? raw.refCodes.filter((code): code is string => typeof code === 'string').slice(0, 5)
      : [],
  };
}
