/** `stats/dashboard` and `notifications/{id}`: counters, types and mappers live in the model. */
export {
  dashboardCounterNames,
  type AdminNotification,
  type DashboardCounterName,
  type DashboardStats,
} from '@household/model';
export {
  dashboardStatsFromStored as toDashboardStats,
  notificationFromStored as toAdminNotification,
} from '@household/model';
/**
 * Ids to announce: those in `current` that were not in the first list seen after mounting
 * (`known`). Pure so the "only what arrived after the page mounted" rule is tested.
 */
export function newArrivals(known: ReadonlySet<string>, current: readonly { id: string }[]): string[] {
  return current.filter((item) => !known.has(item.id)).map((item) => item.id);
}

/** How many arrivals the live notice names; the rest are only counted. */
export const arrivalsNamed = 3;

/**
 * The portal's one live notice for notifications that arrived while it was open, `pending` newest first.
 * They share one notice, so a burst of messages and requests takes at most one of the three places and the
 * admin's own toast and the Undo notice beside it stay. Answers how many arrived, the newest few to name,
 * and where Open leads: the notification's own link for one, the dashboard's unread list for several.
 */
export function arrivalsNotice<T extends { link: string | null }>(
  pending: readonly T[],
): { count: number; named: T[]; link: string | null } | null {
  if (pending.length === 0) return null;
  return {
    count: pending.length,
    named: pending.slice(0, arrivalsNamed),
    link: pending.length === 1 ? pending[0]!.link : '/admin',
  };
}
