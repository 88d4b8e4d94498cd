import { toDate } from '../../lib/firebase/convert';

/** The six counters of `stats/dashboard` (kept by Cloud Functions) in display order. */
export const dashboardCounterNames = [
  'totalStaff',
  'activePlacements',
  'pendingApplications',
  'unreadMessages',
  'totalMedia',
  'totalReviews',
] as const;
export type DashboardCounterName = (typeof dashboardCounterNames)[number];

export interface DashboardStats {
  counts: Record<DashboardCounterName, number>;
  updatedAt: Date | null;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
}

/** Plain stats from the raw document; null when the functions have not written it yet. */
export function toDashboardStats(data: Record<string, unknown> | undefined | null): DashboardStats | null {
  if (!data) return null;
  const counts = Object.fromEntries(dashboardCounterNames.map((name) => [name, count(data[name])])) as DashboardStats['counts'];
  return { counts, updatedAt: toDate(data.updatedAt) };
}

/** `notifications/{id}`, created by Cloud Functions (e.g. one per new contact message). */
export interface AdminNotification {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: Date | null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function toAdminNotification(id: string, data: Record<string, unknown>): AdminNotification {
  const link = text(data.link);
  return {
    id,
    kind: text(data.kind),
    title: text(data.title),
    body: text(data.body),
    // Only in-portal links are followed (the functions write `/admin/...`).
    link: link.startsWith('/admin') ? link : null,
    read: data.read === true,
    createdAt: toDate(data.createdAt),
  };
}

/** The sender's name of a contact-message notification (the functions write 'New message from {name}'). */
export function contactSenderOf(notification: Pick<AdminNotification, 'kind' | 'title'>): string | null {
  if (notification.kind !== 'contactMessage') return null;
  const match = /^New message from (.+)$/s.exec(notification.title);
  return match ? match[1]!.trim() : null;
}

/**
 * Ids to announce: those in `current` that were not in the first list seen after mounting
 * (`known`). Pure so the "only what arrived after the page mounted" rule is tested.
 */
export function newArrivals(known: ReadonlySet<string>, current: readonly { id: string }[]): string[] {
  return current.filter((item) => !known.has(item.id)).map((item) => item.id);
}
