import type { StaffType } from '@/lib/staffModel';

// Staff model of docs/architecture.md#data-model, as the public pages see it (plain values, Dates); the
// enums (types, statuses) are lib/staffModel's, shared with the portal: import them from there.

/** The types the maids page lists (Maid, Cleaner or Nanny). */
export const maidPageTypes = ['Maid', 'Cleaner', 'Nanny'] as const satisfies readonly StaffType[];
export type MaidPageType = (typeof maidPageTypes)[number];

export function isMaidPageType(value: unknown): value is MaidPageType {
  return typeof value === 'string' && (maidPageTypes as readonly string[]).includes(value);
}
