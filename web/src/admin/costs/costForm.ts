import { costLimits, staffTypes, type CountryCost, type CountryCostDoc, type StaffType } from '@household/model';

/**
 * The costs editor's form (one country): pure conversion and validation with the same limits as
 * firestore.rules (model/src/costs.ts costLimits). An empty field is "not entered" (stored null, not shown).
 */
export interface CostFormValues {
  recruitmentCostSar: number | null;
  weeksToArrival: number | null;
  contractMonths: number | null;
  salary: Record<StaffType, { min: number | null; max: number | null }>;
}

export type CostProblem = 'notWhole' | 'tooLow' | 'tooHigh' | 'minAboveMax' | 'bothEnds' | 'aboveCeiling';

/** Field path as antd names it: `recruitmentCostSar` or `salary.Maid.min`. */
export type CostProblems = Record<string, CostProblem>;

export type StoredCost = Omit<CountryCostDoc, 'updatedAt' | 'updatedBy'>;

export function costFormValues(cost: CountryCost | null): CostFormValues {
  const salary = Object.fromEntries(
    staffTypes.map((type) => [
      type,
      { min: cost?.salary[type]?.minSar ?? null, max: cost?.salary[type]?.maxSar ?? null },
    ]),
  ) as CostFormValues['salary'];
  return {
    recruitmentCostSar: cost?.recruitmentCostSar ?? null,
    weeksToArrival: cost?.weeksToArrival ?? null,
    contractMonths: cost?.contractMonths ?? null,
    salary,
  };
}

function blank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function problemOf(value: unknown, limits: { min: number; max: number }): CostProblem | null {
  if (blank(value)) return null;
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'notWhole';
  if (value < limits.min) return 'tooLow';
  if (value > limits.max) return 'tooHigh';
  return null;
}

/**
 * `ceilingSar`: the country's price ceiling before VAT (model `priceCeilingsFromStored`), null for none; a
 * cost above it is refused here as the rules refuse it (`aboveCeiling`).
 */
export function validateCostForm(
  values: CostFormValues,
  ceilingSar: number | null = null,
): { ok: true; value: StoredCost } | { ok: false; problems: CostProblems } {
  const problems: CostProblems = {};
  for (const key of ['recruitmentCostSar', 'weeksToArrival', 'contractMonths'] as const) {
    const problem = problemOf(values[key], costLimits[key]);
    if (problem) problems[key] = problem;
  }
  const fee = values.recruitmentCostSar;
  if (!problems.recruitmentCostSar && typeof fee === 'number' && ceilingSar !== null && fee > ceilingSar)
    problems.recruitmentCostSar = 'aboveCeiling';
  const salary: StoredCost['salary'] = {};
  for (const type of staffTypes) {
    const { min, max } = values.salary?.[type] ?? { min: null, max: null };
    const minProblem = problemOf(min, costLimits.salarySar);
    const maxProblem = problemOf(max, costLimits.salarySar);
    if (minProblem) problems[`salary.${type}.min`] = minProblem;
    if (maxProblem) problems[`salary.${type}.max`] = maxProblem;
    if (minProblem || maxProblem) continue;
    if (blank(min) && blank(max)) continue;
    if (blank(min) || blank(max)) {
      problems[`salary.${type}.${blank(min) ? 'min' : 'max'}`] = 'bothEnds';
      continue;
    }
    if ((min as number) > (max as number)) {
      problems[`salary.${type}.max`] = 'minAboveMax';
      continue;
    }
    salary[type] = { min: min as number, max: max as number };
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const orNull = (value: number | null) => (blank(value) ? null : value);
  return {
    ok: true,
    value: {
      recruitmentCostSar: orNull(values.recruitmentCostSar),
      weeksToArrival: orNull(values.weeksToArrival),
      contractMonths: orNull(values.contractMonths),
      salary,
    },
  };
}

/** The ceiling form's value (whole riyals before VAT; empty: no ceiling): a problem, or null when it can be saved. */
export function ceilingProblem(value: unknown): CostProblem | null {
  return problemOf(value, costLimits.recruitmentCostSar);
}
