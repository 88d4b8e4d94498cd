import { describe, expect, it } from 'vitest';
import { availabilityOf, isReserved } from './availability.ts';

const now = new Date('2026-11-25T12:00:00Z');
const later = new Date('2026-11-26T12:00:00Z');
const earlier = new Date('2026-11-24T12:00:00Z');

describe('availabilityOf', () => {
  it('is available for an active worker with no reservation, whatever transfer of services says', () => {
    expect(availabilityOf({ status: 'active', reservedUntil: null }, now)).toBe('available');
  });
  it('is reserved while the reservation lies in the future, available once it has passed', () => {
    expect(availabilityOf({ status: 'active', reservedUntil: later }, now)).toBe('reserved');
    expect(availabilityOf({ status: 'active', reservedUntil: earlier }, now)).toBe('available');
    expect(availabilityOf({ status: 'active', reservedUntil: now }, now)).toBe('available');
  });
  it('is unavailable for any status other than active', () => {
    for (const status of ['pending', 'interview', 'background', 'approved', 'training', 'inactive'] as const)
      expect(availabilityOf({ status, reservedUntil: null }, now)).toBe('unavailable');
  });
  it('isReserved ignores a missing date', () => {
    expect(isReserved(null, now)).toBe(false);
    expect(isReserved(undefined, now)).toBe(false);
  });
});

describe('isReserved (dates)', () => {
  it('an invalid date is not a reservation', () => {
    expect(isReserved(new Date('not a date'), now)).toBe(false);
  });
});
