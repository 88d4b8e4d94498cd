import { describe, expect, it } from 'vitest';
import {
  countryCostFromStored,
  countryCostsFromStored,
  formatHalalas,
  formatSar,
  hasCountryCost,
  vatBreakdown,
  vatBreakdownOfSar,
} from './costs.ts';

describe('vatBreakdown (15%, integers in halalas)', () => {
  it('adds 15% VAT to a whole-riyal price exactly', () => {
    expect(vatBreakdownOfSar(15_000)).toEqual({ netHalalas: 1_500_000, vatHalalas: 225_000, totalHalalas: 1_725_000 });
    expect(vatBreakdownOfSar(1)).toEqual({ netHalalas: 100, vatHalalas: 15, totalHalalas: 115 });
  });

  it('rounds half a halala up and never drifts like floats do', () => {
    expect(vatBreakdown(10).vatHalalas).toBe(2); // 1.5 -> 2
    expect(vatBreakdown(3).vatHalalas).toBe(0); // 0.45 -> 0
    // 0.1 + 0.2 style drift: 19,999.99 SAR * 1.15 in floats is 22999.988499999998
    expect(vatBreakdown(1_999_999)).toEqual({ netHalalas: 1_999_999, vatHalalas: 300_000, totalHalalas: 2_299_999 });
    for (let net = 0; net < 5000; net += 7) {
      const { vatHalalas, totalHalalas } = vatBreakdown(net);
      expect(Number.isInteger(vatHalalas)).toBe(true);
      expect(totalHalalas).toBe(net + vatHalalas);
      expect(Math.abs(vatHalalas - net * 0.15)).toBeLessThanOrEqual(0.5);
    }
  });

  it('refuses negative and fractional amounts', () => {
    expect(() => vatBreakdown(-1)).toThrow(RangeError);
    expect(() => vatBreakdown(1.5)).toThrow(RangeError);
  });

  it('formats halalas and riyals with Latin digits', () => {
    expect(formatHalalas(1_725_000)).toBe('17,250.00');
    expect(formatHalalas(115)).toBe('1.15');
    expect(formatHalalas(5)).toBe('0.05');
    expect(formatSar(1_500)).toBe('1,500');
    expect(formatSar(200_000)).toBe('200,000');
  });
});

describe('countryCosts mapper', () => {
  const when = new Date('2026-11-20T10:00:00Z');

  it('keeps what the office entered and drops what is out of the limits', () => {
    const cost = countryCostFromStored('PH', {
      recruitmentCostSar: 15_000,
      weeksToArrival: 8,
      contractMonths: -2,
      salary: {
        Maid: { min: 1_500, max: 1_800 },
        Driver: { min: 2_000, max: 1_000 },
        Nanny: null,
        Cook: { min: 1, max: 2 },
      },
      updatedAt: when,
    });
    expect(cost).toEqual({
      code: 'PH',
      recruitmentCostSar: 15_000,
      weeksToArrival: 8,
      contractMonths: null,
      salary: { Maid: { minSar: 1_500, maxSar: 1_800 } },
      updatedAt: when,
    });
  });

  it('lists known countries in the country order, only those with something entered', () => {
    const list = countryCostsFromStored([
      { id: 'KE', data: { weeksToArrival: 6 } },
      { id: 'XX', data: { recruitmentCostSar: 9_000 } },
      { id: 'PH', data: { recruitmentCostSar: 15_000 } },
      { id: 'IN', data: { recruitmentCostSar: null, weeksToArrival: null, contractMonths: null, salary: {} } },
    ]);
    expect(list.map((cost) => cost.code)).toEqual(['PH', 'KE']);
    expect(hasCountryCost(countryCostFromStored('BD', {}))).toBe(false);
  });
});
