import { storedDate, text, type StoredData, type ToDate } from './stored.ts';

/** `notifications/{id}`: written by Cloud Functions; the admin only marks one read. */
export const notificationKinds = ['contactMessage'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export interface NotificationDoc<Time = unknown> {
  kind: string;
  title: string;
  body: string;
  /** An in-portal path (`/admin/...`). */
  link: string | null;
  read: boolean;
  createdAt: Time;
}

export interface AdminNotification {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: Date | null;
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
  };
}
