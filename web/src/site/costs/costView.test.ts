import { describe, expect, it } from 'vitest';
import { costOf, costView } from './costView';

describe('costView', () => {
  it('shows the entered cost with its VAT line and total, and only the entered figures', () => {
    const view = costView({
      code: 'PH',
      recruitmentCostSar: 15_000,
      weeksToArrival: 8,
      contractMonths: null,
      salary: { Driver: { minSar: 2_000, maxSar: 2_500 }, Maid: { minSar: 1_500, maxSar: 1_800 } },
      updatedAt: null,
    });
    expect(view.amounts).toEqual({ net: '15,000.00', vat: '2,250.00', total: '17,250.00' });
    expect(view.weeks).toBe(8);
    expect(view.months).toBeNull();
    // In the model's job-type order.
    expect(view.salaries).toEqual([
      { type: 'Maid', min: '1,500', max: '1,800' },
      { type: 'Driver', min: '2,000', max: '2,500' },
    ]);
  });

  it('has no amounts when no cost was entered', () => {
    const cost = {
      code: 'KE' as const,
      recruitmentCostSar: null,
      weeksToArrival: 6,
      contractMonths: 24,
      salary: {},
      updatedAt: null,
    };
    expect(costView(cost).amounts).toBeNull();
    expect(costOf([cost], 'KE')).toBe(cost);
    expect(costOf([cost], 'PH')).toBeUndefined();
  });
});
