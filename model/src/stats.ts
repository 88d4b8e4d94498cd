import { openRequestStatuses } from './requests.ts';
import { storedDate, type StoredData, type ToDate } from './stored.ts';

/** `stats/dashboard`: the admin dashboard counters, kept by Cloud Functions. */
export const dashboardCollections = ['staff', 'contactMessages', 'media', 'reviews', 'requests'] as const;
export type DashboardCollection = (typeof dashboardCollections)[number];

export interface CounterSpec {
  collection: DashboardCollection;
  /** Counts only documents whose `status` equals this value; all documents when absent. */
  status?: string;
  /** Counts only documents whose `status` is one of these (a Firestore `in` filter). */
  statusIn?: readonly string[];
}

/** What each counter counts, in display order. */
export const dashboardCounters = {
  totalStaff: { collection: 'staff' },
  activePlacements: { collection: 'staff', status: 'active' },
  pendingApplications: { collection: 'staff', status: 'pending' },
  unreadMessages: { collection: 'contactMessages', status: 'unread' },
  totalMedia: { collection: 'media' },
  totalReviews: { collection: 'reviews' },
  /** Requests still being worked on (not closed or cancelled), docs/architecture.md#data-model. */
  openRequests: { collection: 'requests', statusIn: openRequestStatuses },
} as const satisfies Record<string, CounterSpec>;

export type DashboardCounterName = keyof typeof dashboardCounters;
export type DashboardCounts = Record<DashboardCounterName, number>;
export const dashboardCounterNames = Object.keys(dashboardCounters) as DashboardCounterName[];

export type DashboardStatsDoc<Time = unknown> = DashboardCounts & { updatedAt: Time };

export interface DashboardStats {
  counts: DashboardCounts;
  updatedAt: Date | null;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
}

/** Plain stats from the stored document; null when the functions have not written it yet. */
export function dashboardStatsFromStored(
  data: StoredData | null | undefined,
  toDate: ToDate = storedDate,
): DashboardStats | null {
  if (!data) return null;
  const counts = Object.fromEntries(dashboardCounterNames.map((name) => [name, count(data[name])])) as DashboardCounts;
  return { counts, updatedAt: toDate(data.updatedAt) };
}
