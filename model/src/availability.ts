import type { Staff } from './staff.ts';

/**
 * What a visitor is told about a worker's availability: the one rule (cards, profile, shortlist,
 * pre-rendered HTML, link previews and the admin all call it). A public worker is `active`; while
 * `reservedUntil` lies in the future the worker is held for a family's request. Transfer of services
 * (`transferable`) is another fact, never availability.
 */
export const availabilities = ['available', 'reserved', 'unavailable'] as const;
export type Availability = (typeof availabilities)[number];

/** Whether a reservation holds at `now` (a past or missing date holds nothing). */
export function isReserved(reservedUntil: Date | null | undefined, now: Date): boolean {
  return reservedUntil instanceof Date && reservedUntil.getTime() > now.getTime();
}

export function availabilityOf(staff: Pick<Staff, 'status' | 'reservedUntil'>, now: Date): Availability {
  if (staff.status !== 'active') return 'unavailable';
  return isReserved(staff.reservedUntil, now) ? 'reserved' : 'available';
}
