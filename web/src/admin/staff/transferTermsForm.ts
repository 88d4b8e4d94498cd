import { maxPriorTransfers, transferTermLimits, type TransferTerms } from '@household/model';

/**
 * The staff dialog's transfer-of-services costs (issue 34, `staff.transferTerms`): how many times the worker
 * was already transferred (empty: not entered, nothing shown publicly), whether the new job needs a change
 * of occupation, the office fee before VAT and the insurance. Pure; the rules check the same
 * (firestore.rules isNullOrTransferTerms).
 */
export interface TransferTermsValues {
  priorTransfers: number | null | undefined;
  occupationChange: boolean | undefined;
  officeFeeSar: number | null | undefined;
  insuranceSar: number | null | undefined;
}

export const emptyTransferTerms: TransferTermsValues = {
  priorTransfers: null,
  occupationChange: false,
  officeFeeSar: null,
  insuranceSar: null,
};

const wholeIn = (value: unknown, min: number, max: number): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;

/** The stored terms, or null when the transfer count is not entered (then the other fields are not kept). */
export function toTransferTerms(values: TransferTermsValues | undefined): TransferTerms | null {
  const prior = wholeIn(values?.priorTransfers, 0, maxPriorTransfers);
  if (!values || prior === null) return null;
  const { officeFeeSar, insuranceSar } = transferTermLimits;
  return {
    priorTransfers: prior,
    occupationChange: values.occupationChange === true,
    officeFeeSar: wholeIn(values.officeFeeSar, officeFeeSar.min, officeFeeSar.max),
    insuranceSar: wholeIn(values.insuranceSar, insuranceSar.min, insuranceSar.max),
  };
}

export function transferTermsValues(terms: TransferTerms | null | undefined): TransferTermsValues {
  return terms ? { ...terms } : { ...emptyTransferTerms };
}
