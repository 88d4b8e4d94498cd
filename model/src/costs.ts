import { countries } from './countries.ts';
import { staffTypes, type CountryCode, type StaffType } from './common.ts';
import { storedDate, type StoredData, type ToDate } from './stored.ts';

/**
 * `countryCosts/{countryCode}`: what recruiting from one country costs and takes, as the office entered it
 * (issue 29). One document per country (its id is the country code); public read, admin writes with the
 * audit stamp (firestore.rules). Every figure is optional: a figure the office did not enter is null and
 * never shown.
 *
 * The recruitment cost is entered in whole riyals BEFORE VAT (what the office quotes); the page shows the
 * VAT (15%) and the total with VAT, computed by `vatBreakdown` in halalas (integers, no float drift).
 */
export const vatRatePercent = 15;

/** Limits shared with firestore.rules (isValidCountryCost). */
export const costLimits = {
  recruitmentCostSar: { min: 1, max: 200_000 },
  weeksToArrival: { min: 1, max: 104 },
  contractMonths: { min: 1, max: 60 },
  salarySar: { min: 100, max: 50_000 },
} as const;

export interface SalaryRange {
  minSar: number;
  maxSar: number;
}

export interface CountryCost {
  code: CountryCode;
  /** Whole riyals before VAT, or null. */
  recruitmentCostSar: number | null;
  weeksToArrival: number | null;
  contractMonths: number | null;
  /** Monthly salary range per job type; only the types the office entered. */
  salary: Partial<Record<StaffType, SalaryRange>>;
  /** The date of the last change (the document's updatedAt). */
  updatedAt: Date | null;
}

/** The stored document (salary ranges as `{ min, max }` maps). */
export interface CountryCostDoc<Time = unknown> {
  recruitmentCostSar: number | null;
  weeksToArrival: number | null;
  contractMonths: number | null;
  salary: Partial<Record<StaffType, { min: number; max: number }>>;
  updatedAt: Time;
  updatedBy?: string;
}

function wholeIn(value: unknown, limits: { min: number; max: number }): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= limits.min && value <= limits.max
    ? value
    : null;
}

/** One stored salary range, or null when absent or out of the limits. */
export function salaryRangeOf(value: unknown): SalaryRange | null {
  if (!value || typeof value !== 'object') return null;
  const { min, max } = value as { min?: unknown; max?: unknown };
  const minSar = wholeIn(min, costLimits.salarySar);
  const maxSar = wholeIn(max, costLimits.salarySar);
  return minSar !== null && maxSar !== null && minSar <= maxSar ? { minSar, maxSar } : null;
}

/** The one mapper of a stored `countryCosts/{code}` document; figures out of the limits read as not entered. */
export function countryCostFromStored(
  code: CountryCode,
  data: StoredData | null | undefined,
  toDate: ToDate = storedDate,
): CountryCost {
  const salary: Partial<Record<StaffType, SalaryRange>> = {};
  const storedSalary = data?.salary && typeof data.salary === 'object' ? (data.salary as StoredData) : {};
  for (const type of staffTypes) {
    const range = salaryRangeOf(storedSalary[type]);
    if (range) salary[type] = range;
  }
  return {
    code,
    recruitmentCostSar: wholeIn(data?.recruitmentCostSar, costLimits.recruitmentCostSar),
    weeksToArrival: wholeIn(data?.weeksToArrival, costLimits.weeksToArrival),
    contractMonths: wholeIn(data?.contractMonths, costLimits.contractMonths),
    salary,
    updatedAt: toDate(data?.updatedAt),
  };
}

/** Something the office entered for this country (else the country is not shown at all). */
export function hasCountryCost(cost: CountryCost): boolean {
  return (
    cost.recruitmentCostSar !== null ||
    cost.weeksToArrival !== null ||
    cost.contractMonths !== null ||
    Object.keys(cost.salary).length > 0
  );
}

/**
 * The stored documents (id = country code) as the public list: known countries only, in the one country
 * order, only those with something entered.
 */
export function countryCostsFromStored(
  docs: ReadonlyArray<{ id: string; data: StoredData }>,
  toDate: ToDate = storedDate,
): CountryCost[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc.data]));
  return countries
    .filter((country) => byId.has(country.code))
    .map((country) => countryCostFromStored(country.code, byId.get(country.code), toDate))
    .filter(hasCountryCost);
}

/** Amounts in halalas (1 SAR = 100 halalas). */
export interface VatBreakdown {
  netHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
}

/**
 * The VAT line and the total of a price before VAT, in halalas: VAT = 15% rounded half up to the halala,
 * total = net + VAT. Integer arithmetic only (a whole-riyal price has an exact VAT).
 */
export function vatBreakdown(netHalalas: number): VatBreakdown {
  if (!Number.isSafeInteger(netHalalas) || netHalalas < 0) throw new RangeError('netHalalas: a whole number >= 0');
  const vatHalalas = Math.floor((netHalalas * vatRatePercent + 50) / 100);
  return { netHalalas, vatHalalas, totalHalalas: netHalalas + vatHalalas };
}

/** The breakdown of a whole-riyal price before VAT. */
export function vatBreakdownOfSar(netSar: number): VatBreakdown {
  return vatBreakdown(netSar * 100);
}

/** `1725000` halalas -> `"17,250.00"` (Latin digits, two decimals; the page adds the currency in its language). */
export function formatHalalas(halalas: number): string {
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(halalas);
  const riyals = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${riyals}.${(abs % 100).toString().padStart(2, '0')}`;
}

/** A whole number of riyals with thousands separators (`2000` -> `"2,000"`). */
export function formatSar(sar: number): string {
  return formatHalalas(sar * 100).slice(0, -3);
}

// ---------- Price ceilings (issue 34) ----------

/**
 * The published price ceilings per country, whole riyals BEFORE VAT: the defaults of the office's setting
 * `settings/priceCeilings` (firestore.rules holds the same map in `priceCeilingOf`; a unit test compares).
 * A country without a ceiling here has none by default (only `costLimits` applies).
 */
export const defaultPriceCeilingsSar: Readonly<Partial<Record<CountryCode, number>>> = {
  PH: 14_700,
  LK: 13_800,
  BD: 11_750,
  KE: 9_000,
  UG: 8_300,
  ET: 5_900,
};

/** Per country, the ceiling before VAT in whole riyals, or null when there is none. */
export type PriceCeilings = Record<CountryCode, number | null>;

/** `settings/priceCeilings` as stored: `ceilingsSar` per country (a null entry: no ceiling for it). */
export interface PriceCeilingsDoc<Time = unknown> {
  ceilingsSar: Partial<Record<CountryCode, number | null>>;
  updatedAt: Time;
  updatedBy?: string;
}

/**
 * The ceilings in force: what the office stored for a country (a whole number in `costLimits`, or null for
 * none), else the published default. The one reader of `settings/priceCeilings`, as the rules read it.
 */
export function priceCeilingsFromStored(data: StoredData | null | undefined): PriceCeilings {
  const stored =
    data?.ceilingsSar && typeof data.ceilingsSar === 'object' ? (data.ceilingsSar as Record<string, unknown>) : {};
  const out = {} as PriceCeilings;
  for (const { code } of countries) {
    const value = stored[code];
    out[code] =
      value === null && code in stored
        ? null
        : (wholeIn(value, costLimits.recruitmentCostSar) ?? defaultPriceCeilingsSar[code] ?? null);
  }
  return out;
}

/** The ceiling a fee before VAT breaks (riyals), or null when the fee is within it (or there is none). */
export function ceilingBroken(code: CountryCode, feeSar: number | null, ceilings: PriceCeilings): number | null {
  const ceiling = ceilings[code];
  return feeSar !== null && ceiling !== null && feeSar > ceiling ? ceiling : null;
}

// ---------- Transfer of services: what the family pays besides the office fee (issue 34) ----------

/** The government fee of a worker's 1st, 2nd and 3rd transfer of services (whole riyals; no VAT). */
export const transferFeesSar = [2_000, 4_000, 6_000] as const;
/** The government fee for a change of occupation, when the new job needs one (whole riyals; no VAT). */
export const occupationChangeFeeSar = 1_000;
/** A worker may be transferred three times at most: 0, 1 or 2 transfers before this one. */
export const maxPriorTransfers = transferFeesSar.length - 1;

/**
 * `staff.transferTerms` (optional; null = not a transfer of services or not entered): what a transfer of
 * this worker costs the family, entered by the office. `priorTransfers` is how many times the worker has
 * already been transferred (0-2: this would be the 1st-3rd), `officeFeeSar` the office's fee before VAT,
 * `insuranceSar` the insurance as billed (no VAT added here), `occupationChange` whether the new job
 * needs a change of occupation. firestore.rules `isNullOrTransferTerms` checks the same.
 */
export interface TransferTerms {
  priorTransfers: number;
  occupationChange: boolean;
  officeFeeSar: number | null;
  insuranceSar: number | null;
}

export const transferTermLimits = {
  officeFeeSar: costLimits.recruitmentCostSar,
  insuranceSar: { min: 1, max: 20_000 },
} as const;

/** The stored terms, or null when absent or malformed (then nothing about a transfer is shown). */
export function transferTermsFromStored(value: unknown): TransferTerms | null {
  if (!value || typeof value !== 'object') return null;
  const data = value as StoredData;
  const prior = wholeIn(data.priorTransfers, { min: 0, max: maxPriorTransfers });
  if (prior === null || typeof data.occupationChange !== 'boolean') return null;
  return {
    priorTransfers: prior,
    occupationChange: data.occupationChange,
    officeFeeSar: wholeIn(data.officeFeeSar, transferTermLimits.officeFeeSar),
    insuranceSar: wholeIn(data.insuranceSar, transferTermLimits.insuranceSar),
  };
}

// ---------- The cost lines: the one computation of what the family pays (issue 34) ----------

export type CostLineKind = 'officeFee' | 'vat' | 'transferFee' | 'occupationChange' | 'insurance';

export interface CostLine {
  kind: CostLineKind;
  amountHalalas: number;
}

export interface CostLines {
  lines: CostLine[];
  /** The sum of the lines: what the invoice totals. */
  totalHalalas: number;
  /** For a transfer: which transfer of the worker this is (1-3); else null. */
  transferNumber: number | null;
  /** Always 0: the worker pays nothing (a line every view shows). */
  workerPaysHalalas: 0;
}

/**
 * What the family pays, line by line, in halalas, as the invoice shows it: the office fee before VAT, the
 * VAT (15%, on the office fee only, computed once by `vatBreakdown`), then for a transfer of services the
 * government transfer fee (SAR 2,000/4,000/6,000 for the 1st/2nd/3rd transfer), the change of occupation
 * (SAR 1,000) when it applies and the insurance when entered; the total is the sum. Null when there is
 * nothing to show (no office fee and no transfer).
 */
export function costLines(input: { officeFeeSar: number | null; transfer?: TransferTerms | null }): CostLines | null {
  const { officeFeeSar, transfer = null } = input;
  if (officeFeeSar === null && transfer === null) return null;
  const lines: CostLine[] = [];
  if (officeFeeSar !== null) {
    const { netHalalas, vatHalalas } = vatBreakdownOfSar(officeFeeSar);
    lines.push({ kind: 'officeFee', amountHalalas: netHalalas }, { kind: 'vat', amountHalalas: vatHalalas });
  }
  let transferNumber: number | null = null;
  if (transfer) {
    const fee = transferFeesSar[transfer.priorTransfers];
    if (fee === undefined) throw new RangeError('priorTransfers: 0 to 2');
    transferNumber = transfer.priorTransfers + 1;
    lines.push({ kind: 'transferFee', amountHalalas: fee * 100 });
    if (transfer.occupationChange)
      lines.push({ kind: 'occupationChange', amountHalalas: occupationChangeFeeSar * 100 });
    if (transfer.insuranceSar !== null) lines.push({ kind: 'insurance', amountHalalas: transfer.insuranceSar * 100 });
  }
  return {
    lines,
    totalHalalas: lines.reduce((sum, line) => sum + line.amountHalalas, 0),
    transferNumber,
    workerPaysHalalas: 0,
  };
}
