import { trashDaysLeft, type TrashCollection, type TrashItem } from '@household/model';

export type TrashFilter = 'all' | TrashCollection;

/** The entries of one collection (or all), in the order given (the query's: newest first). */
export function filterTrash(items: readonly TrashItem[], filter: TrashFilter): TrashItem[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.collection === filter);
}

/** Entries per collection, for the filter's labels. */
export function countByCollection(items: readonly TrashItem[]): Partial<Record<TrashCollection, number>> {
  const counts: Partial<Record<TrashCollection, number>> = {};
  for (const item of items) counts[item.collection] = (counts[item.collection] ?? 0) + 1;
  return counts;
}

/** Days left before the purge, as the table shows it; "soon" when the last day has begun. */
export function daysLeftLabel(item: Pick<TrashItem, 'deletedAt'>, now: Date): { days: number; urgent: boolean } {
  const days = trashDaysLeft(item.deletedAt, now);
  return { days, urgent: days <= 3 };
}
