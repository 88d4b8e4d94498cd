/** A worker is Reserved while reservedUntil lies in the future (cards, profile and shortlist share this). */
export function isReserved(reservedUntil: Date | null, now: Date): boolean {
  return reservedUntil !== null && reservedUntil.getTime() > now.getTime();
}
