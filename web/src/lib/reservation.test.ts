import { describe, expect, it } from 'vitest';
import { isReserved } from './reservation';

describe('isReserved', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('is reserved only while reservedUntil is in the future', () => {
    expect(isReserved(new Date('2026-11-24T00:00:00Z'), now)).toBe(true);
    expect(isReserved(new Date('2026-11-22T00:00:00Z'), now)).toBe(false);
    expect(isReserved(now, now)).toBe(false);
    expect(isReserved(null, now)).toBe(false);
  });

  it('an invalid date is not a reservation', () => {
    expect(isReserved(new Date('not a date'), now)).toBe(false);
  });
});
