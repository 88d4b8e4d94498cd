import { describe, expect, it } from 'vitest';
import { emptyTransferTerms, toTransferTerms, transferTermsValues } from './transferTermsForm';

describe('transfer terms in the staff dialog', () => {
  it('stores the entered terms, null for the fields left empty', () => {
    expect(
      toTransferTerms({ priorTransfers: 1, occupationChange: true, officeFeeSar: 3_000, insuranceSar: null }),
    ).toEqual({
      priorTransfers: 1,
      occupationChange: true,
      officeFeeSar: 3_000,
      insuranceSar: null,
    });
  });

  it('stores nothing without a transfer count, or with a fourth transfer', () => {
    expect(toTransferTerms(emptyTransferTerms)).toBeNull();
    expect(toTransferTerms(undefined)).toBeNull();
    expect(toTransferTerms({ ...emptyTransferTerms, priorTransfers: 3 })).toBeNull();
  });

  it('drops figures out of the limits instead of storing what the rules refuse', () => {
    expect(
      toTransferTerms({ priorTransfers: 0, occupationChange: undefined, officeFeeSar: 0, insuranceSar: 1.5 }),
    ).toEqual({ priorTransfers: 0, occupationChange: false, officeFeeSar: null, insuranceSar: null });
  });

  it('fills the dialog from the stored terms', () => {
    expect(transferTermsValues(null)).toEqual(emptyTransferTerms);
    const terms = { priorTransfers: 2, occupationChange: false, officeFeeSar: null, insuranceSar: 500 };
    expect(transferTermsValues(terms)).toEqual(terms);
  });
});
