import { formatSar, staffTypes, type CountryCost, type StaffType } from '@household/model';
import { countryCostLines } from './costLinesView';

/** What the costs page, the country cards and the worker profile show of one country: only what was entered. */
export interface CostView {
  /** Before VAT, the VAT (15%) and the total with VAT, as `17,250.00`; null when no cost was entered. */
  amounts: { net: string; vat: string; total: string } | null;
  weeks: number | null;
  months: number | null;
  salaries: Array<{ type: StaffType; min: string; max: string }>;
  updatedAt: Date | null;
}

export function costView(cost: CountryCost): CostView {
  const lines = countryCostLines(cost);
  return {
    amounts: lines
      ? {
          net: lines.lines.find((line) => line.kind === 'officeFee')!.amount,
          vat: lines.lines.find((line) => line.kind === 'vat')!.amount,
          total: lines.total,
        }
      : null,
    weeks: cost.weeksToArrival,
    months: cost.contractMonths,
    salaries: staffTypes.flatMap((type) => {
      const range = cost.salary[type];
      return range ? [{ type, min: formatSar(range.minSar), max: formatSar(range.maxSar) }] : [];
    }),
    updatedAt: cost.updatedAt,
  };
}

/** The cost entry of one country, or undefined. */
export function costOf(costs: readonly CountryCost[], code: string | null | undefined): CountryCost | undefined {
  return costs.find((cost) => cost.code === code);
}
