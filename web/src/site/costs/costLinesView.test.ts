import { describe, expect, it } from 'vitest';
import { countryCostLines, workerCostLines } from './costLinesView';

const philippines = {
  code: 'PH' as const,
  recruitmentCostSar: 14_500,
  weeksToArrival: 8,
  contractMonths: 24,
  salary: {},
  updatedAt: null,
};
const terms = { priorTransfers: 0, occupationChange: true, officeFeeSar: 2_500, insuranceSar: 700 };

describe('cost lines on the pages', () => {
  it("shows a country's recruitment cost as office fee, VAT and total, and that the worker pays nothing", () => {
    expect(countryCostLines(philippines)).toEqual({
      lines: [
        { kind: 'officeFee', amount: '14,500.00' },
        { kind: 'vat', amount: '2,175.00' },
      ],
      total: '16,675.00',
      transferNumber: null,
      workerPays: '0.00',
    });
    expect(countryCostLines({ ...philippines, recruitmentCostSar: null })).toBeNull();
  });

  it("shows a transfer worker's own lines: office fee with VAT, the 1st transfer's SAR 2,000, occupation, insurance", () => {
    const shown = workerCostLines({ type: 'transfer', transferable: true, transferTerms: terms }, philippines);
    expect(shown?.journey).toBe('transfer');
    expect(shown?.view.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['officeFee', '2,500.00'],
      ['vat', '375.00'],
      ['transferFee', '2,000.00'],
      ['occupationChange', '1,000.00'],
      ['insurance', '700.00'],
    ]);
    // 2,500 + 375 + 2,000 + 1,000 + 700
    expect(shown?.view.total).toBe('6,575.00');
    expect(shown?.view.transferNumber).toBe(1);
  });

  it("shows a recruited worker the country's cost, and a transfer worker without terms nothing", () => {
    expect(workerCostLines({ type: 'Maid', transferable: false, transferTerms: null }, philippines)?.journey).toBe(
      'recruitment',
    );
    expect(workerCostLines({ type: 'transfer', transferable: true, transferTerms: null }, philippines)).toBeNull();
    expect(workerCostLines({ type: 'Maid', transferable: false, transferTerms: null }, undefined)).toBeNull();
  });
});
