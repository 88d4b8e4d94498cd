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
