import { describe, expect, it } from 'vitest';
import { priceCeilingsFromStored } from '@household/model';
import { ceilingProblem, costFormValues, validateCostForm, type CostFormValues } from './costForm';

const empty = (): CostFormValues => costFormValues(null);

describe('costs editor form', () => {
  it('stores the entered figures and null for the empty ones', () => {
    const values = empty();
    values.recruitmentCostSar = 15_000;
    values.weeksToArrival = 8;
    values.salary.Maid = { min: 1_500, max: 1_800 };
    expect(validateCostForm(values)).toEqual({
      ok: true,
      value: {
        recruitmentCostSar: 15_000,
        weeksToArrival: 8,
        contractMonths: null,
        salary: { Maid: { min: 1_500, max: 1_800 } },
      },
    });
  });

  it('names each bad field: negative, fractional, absurd, half a range, min above max', () => {
    const values = empty();
    values.recruitmentCostSar = -5;
    values.weeksToArrival = 2.5;
    values.contractMonths = 1_000;
    values.salary.Maid = { min: 1_500, max: null };
    values.salary.Driver = { min: 3_000, max: 2_000 };
    expect(validateCostForm(values)).toEqual({
      ok: false,
      problems: {
        recruitmentCostSar: 'tooLow',
        weeksToArrival: 'notWhole',
        contractMonths: 'tooHigh',
        'salary.Maid.max': 'bothEnds',
        'salary.Driver.max': 'minAboveMax',
      },
    });
  });

  it('fills the form from a stored cost', () => {
    const values = costFormValues({
      code: 'PH',
      recruitmentCostSar: 15_000,
      weeksToArrival: null,
      contractMonths: 24,
      salary: { Nanny: { minSar: 1_600, maxSar: 2_000 } },
      updatedAt: null,
    });
    expect(values.contractMonths).toBe(24);
    expect(values.salary.Nanny).toEqual({ min: 1_600, max: 2_000 });
    expect(values.salary.Maid).toEqual({ min: null, max: null });
  });

  it('refuses a cost above the country ceiling (the published default or the office setting), accepts one at it', () => {
    const ceilings = priceCeilingsFromStored(undefined);
    const withFee = (fee: number) => ({ ...costFormValues(null), recruitmentCostSar: fee });
    expect(validateCostForm(withFee(15_000), ceilings.PH)).toEqual({
      ok: false,
      problems: { recruitmentCostSar: 'aboveCeiling' },
    });
    expect(validateCostForm(withFee(14_700), ceilings.PH).ok).toBe(true);
    // No ceiling for the country: only the general limit.
    expect(validateCostForm(withFee(150_000), ceilings.IN).ok).toBe(true);
    expect(validateCostForm(withFee(16_000), priceCeilingsFromStored({ ceilingsSar: { PH: 16_000 } }).PH).ok).toBe(
      true,
    );
  });

  it('checks a ceiling like a cost: whole riyals in the limits, empty for none', () => {
    expect(ceilingProblem(14_700)).toBeNull();
    expect(ceilingProblem(null)).toBeNull();
    expect(ceilingProblem(0)).toBe('tooLow');
    expect(ceilingProblem(1.5)).toBe('notWhole');
    expect(ceilingProblem(900_000)).toBe('tooHigh');
  });
});
