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
