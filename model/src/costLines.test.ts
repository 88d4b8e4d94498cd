import { describe, expect, it } from 'vitest';
import {
  ceilingBroken,
  costLines,
  defaultPriceCeilingsSar,
  priceCeilingsFromStored,
  transferTermsFromStored,
} from './costs.ts';

describe('costLines: what the family pays, line by line, in halalas', () => {
  it('recruitment: the office fee before VAT, 15% VAT once, the total', () => {
    expect(costLines({ officeFeeSar: 14_500 })).toEqual({
      lines: [
        { kind: 'officeFee', amountHalalas: 1_450_000 },
        { kind: 'vat', amountHalalas: 217_500 },
      ],
      totalHalalas: 1_667_500,
      transferNumber: null,
      workerPaysHalalas: 0,
    });
  });

  it('transfer: government fee by the transfer number, occupation change, insurance; VAT only on the office fee', () => {
    const lines = costLines({
      officeFeeSar: 3_000,
      transfer: { priorTransfers: 1, occupationChange: true, officeFeeSar: 3_000, insuranceSar: 650 },
    });
    expect(lines?.lines).toEqual([
      { kind: 'officeFee', amountHalalas: 300_000 },
      { kind: 'vat', amountHalalas: 45_000 },
      { kind: 'transferFee', amountHalalas: 400_000 },
      { kind: 'occupationChange', amountHalalas: 100_000 },
      { kind: 'insurance', amountHalalas: 65_000 },
    ]);
    // 3,000 + 450 + 4,000 + 1,000 + 650 = 9,100 riyals.
    expect(lines?.totalHalalas).toBe(910_000);
    expect(lines?.transferNumber).toBe(2);
  });

  it('a first transfer costs SAR 2,000, a third SAR 6,000; no occupation or insurance line when they do not apply', () => {
    const first = costLines({
      officeFeeSar: null,
      transfer: { priorTransfers: 0, occupationChange: false, officeFeeSar: null, insuranceSar: null },
    });
    expect(first).toMatchObject({ lines: [{ kind: 'transferFee', amountHalalas: 200_000 }], totalHalalas: 200_000 });
    expect(first?.transferNumber).toBe(1);
    const third = costLines({
      officeFeeSar: null,
      transfer: { priorTransfers: 2, occupationChange: false, officeFeeSar: null, insuranceSar: null },
    });
    expect(third?.totalHalalas).toBe(600_000);
    expect(() =>
      costLines({
        officeFeeSar: null,
        transfer: { priorTransfers: 3, occupationChange: false, officeFeeSar: null, insuranceSar: null },
      }),
    ).toThrow(RangeError);
  });

  it('is null when there is nothing to show', () => {
    expect(costLines({ officeFeeSar: null })).toBeNull();
  });
});

describe('price ceilings', () => {
  it('defaults to the published ceilings before VAT', () => {
    const ceilings = priceCeilingsFromStored(undefined);
    expect(ceilings).toMatchObject({ PH: 14_700, LK: 13_800, BD: 11_750, KE: 9_000, UG: 8_300, ET: 5_900, IN: null });
    expect(defaultPriceCeilingsSar.IN).toBeUndefined();
  });

  it('takes what the office stored, a null as "no ceiling", and ignores nonsense', () => {
    const ceilings = priceCeilingsFromStored({ ceilingsSar: { PH: 14_000, KE: null, BD: -5, IN: 12_500 } });
    expect(ceilings.PH).toBe(14_000);
    expect(ceilings.KE).toBeNull();
    expect(ceilings.BD).toBe(11_750);
    expect(ceilings.IN).toBe(12_500);
  });

  it('says which ceiling a fee breaks', () => {
    const ceilings = priceCeilingsFromStored(null);
    expect(ceilingBroken('PH', 15_000, ceilings)).toBe(14_700);
    expect(ceilingBroken('PH', 14_700, ceilings)).toBeNull();
    expect(ceilingBroken('IN', 150_000, ceilings)).toBeNull();
    expect(ceilingBroken('PH', null, ceilings)).toBeNull();
  });
});

describe('transferTermsFromStored', () => {
  it('reads valid terms and refuses a fourth transfer or a missing flag', () => {
    expect(
      transferTermsFromStored({ priorTransfers: 2, occupationChange: false, officeFeeSar: 2_500, insuranceSar: null }),
    ).toEqual({ priorTransfers: 2, occupationChange: false, officeFeeSar: 2_500, insuranceSar: null });
    expect(transferTermsFromStored({ priorTransfers: 3, occupationChange: false })).toBeNull();
    expect(transferTermsFromStored({ priorTransfers: 0 })).toBeNull();
    expect(transferTermsFromStored(null)).toBeNull();
  });
});

describe('the ceilings in firestore.rules', () => {
  it('are the model defaults (priceCeilingOf)', async () => {
    const { readFileSync } = await import('node:fs');
    const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
    const map = /let defaults = \{([^}]*)\};/.exec(rules)?.[1];
    expect(map).toBeDefined();
    const parsed = Object.fromEntries(
      [...map!.matchAll(/'([A-Z]{2})':\s*(\d+)/g)].map((match) => [match[1], Number(match[2])]),
    );
    expect(parsed).toEqual(defaultPriceCeilingsSar);
  });
});
