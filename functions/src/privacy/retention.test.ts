import { describe, expect, it } from 'vitest';
import { isPastRetention, retentionCutoff, retentionMonths } from './retention';

describe('retentionMonths', () => {
  it('defaults to 12 when missing, not a whole number or out of range', () => {
    expect(retentionMonths(undefined)).toBe(12);
    expect(retentionMonths({})).toBe(12);
    expect(retentionMonths({ retentionMonths: '6' })).toBe(12);
    expect(retentionMonths({ retentionMonths: 0 })).toBe(12);
    expect(retentionMonths({ retentionMonths: 2.5 })).toBe(12);
    expect(retentionMonths({ retentionMonths: 121 })).toBe(12);
    expect(retentionMonths({ retentionMonths: 6 })).toBe(6);
  });

  it('reads the public setting first (the one the consent text states), then the older private one', () => {
    expect(retentionMonths({ retentionMonths: 6 }, { retentionMonths: 3 })).toBe(3);
    expect(retentionMonths({ retentionMonths: 6 }, {})).toBe(6);
    expect(retentionMonths(undefined, { retentionMonths: 24 })).toBe(24);
    expect(retentionMonths({ retentionMonths: 6 }, { retentionMonths: 500 })).toBe(12);
  });
});

describe('retentionCutoff', () => {
  it('goes back whole calendar months', () => {
    expect(retentionCutoff(new Date('2026-11-23T15:00:00Z'), 12).toISOString()).toBe('2025-11-23T15:00:00.000Z');
  });
  it('clamps to the end of a shorter month', () => {
    expect(retentionCutoff(new Date('2026-03-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });
});

describe('isPastRetention', () => {
  const cutoff = new Date('2025-11-23T15:00:00Z');
  it('is true only strictly before the cutoff, never for a missing date', () => {
    expect(isPastRetention(new Date('2025-11-23T14:59:59Z'), cutoff)).toBe(true);
    expect(isPastRetention(cutoff, cutoff)).toBe(false);
    expect(isPastRetention(null, cutoff)).toBe(false);
  });
});
