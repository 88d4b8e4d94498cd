import type { Staff } from './staff.ts';

/**
 * What a visitor is told about a worker's availability: the one rule (cards, profile, shortlist,
 * pre-rendered HTML, link previews, the "available now" filter and the admin all call it). A public
 * worker is `active`; while `reservedUntil` lies in the future the worker is held for a family's
 * request; while the office's `availableFrom` (an arrival, the end of a contract) lies in the future the
 * worker is available later. Transfer of services (`transferable`) is another fact, never availability.
 */
export const availabilities = ['available', 'reserved', 'later', 'unavailable'] as const;
export type Availability = (typeof availabilities)[number];

/** Whether a reservation holds at `now` (a past or missing date holds nothing). */
export function isReserved(reservedUntil: Date | null | undefined, now: Date): boolean {
  return reservedUntil instanceof Date && reservedUntil.getTime() > now.getTime();
}

/** The facts availability is computed from; `availableFrom` absent = no date set by the office. */
export type AvailabilityFacts = Pick<Staff, 'status' | 'reservedUntil'> & { availableFrom?: Date | null };

export function availabilityOf(staff: AvailabilityFacts, now: Date): Availability {
  if (staff.status !== 'active') return 'unavailable';
  if (isReserved(staff.reservedUntil, now)) return 'reserved';
  return isReserved(staff.availableFrom, now) ? 'later' : 'available';
}

/**
 * When a worker can start: the later of the office's `availableFrom` and the end of a reservation, or
 * null when that is not in the future (available now). What the profile shows and the public view stores.
 */
export function availableFromOf(
  staff: Pick<AvailabilityFacts, 'reservedUntil' | 'availableFrom'>,
  now: Date,
): Date | null {
  const dates = [staff.reservedUntil, staff.availableFrom].filter((date): date is Date => isReserved(date, now));
  if (dates.length === 0) return null;
  return dates.reduce((latest, date) => (date.getTime() > latest.getTime() ? date : latest));
}

/** The "available now" filter: an active worker with nothing holding them at `now`. */
export function isAvailableNow(staff: AvailabilityFacts, now: Date): boolean {
  return availabilityOf(staff, now) === 'available';
}
