import { describe, expect, it } from 'vitest';
import { availabilityOf, availableFromOf, isAvailableNow, isReserved } from './availability.ts';

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

describe('availableFrom (the office date: arrivals, end of a contract)', () => {
  it('a future availableFrom makes an active worker available later, a past one available', () => {
    expect(availabilityOf({ status: 'active', reservedUntil: null, availableFrom: later }, now)).toBe('later');
    expect(availabilityOf({ status: 'active', reservedUntil: null, availableFrom: earlier }, now)).toBe('available');
    expect(isAvailableNow({ status: 'active', reservedUntil: null, availableFrom: later }, now)).toBe(false);
    expect(isAvailableNow({ status: 'active', reservedUntil: null, availableFrom: earlier }, now)).toBe(true);
  });
  it('a reservation wins over a later date in the badge; the start date is the later of the two', () => {
    const much = new Date('2026-12-20T00:00:00Z');
    expect(availabilityOf({ status: 'active', reservedUntil: later, availableFrom: much }, now)).toBe('reserved');
    expect(availableFromOf({ reservedUntil: later, availableFrom: much }, now)).toEqual(much);
    expect(availableFromOf({ reservedUntil: much, availableFrom: later }, now)).toEqual(much);
    expect(availableFromOf({ reservedUntil: earlier, availableFrom: null }, now)).toBeNull();
    expect(isAvailableNow({ status: 'inactive', reservedUntil: null }, now)).toBe(false);
  });
});
