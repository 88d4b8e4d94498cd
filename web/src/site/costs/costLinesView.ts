import { costLines, formatHalalas, type CostLine, type CountryCost, type TransferTerms } from '@household/model';

/**
 * The cost lines a page shows, from the model's one computation (`costLines`): each line's label key and
 * amount as `14,500.00`, the total, and the worker's share (always nothing). Null when nothing was entered.
 */
export interface CostLinesView {
  lines: Array<{ kind: CostLine['kind']; amount: string }>;
  total: string;
  /** 1-3 for a transfer of services (the government fee's label says which transfer), else null. */
  transferNumber: number | null;
  workerPays: string;
}

export function costLinesView(input: {
  officeFeeSar: number | null;
  transfer?: TransferTerms | null;
}): CostLinesView | null {
  const computed = costLines(input);
  if (!computed) return null;
  return {
    lines: computed.lines.map((line) => ({ kind: line.kind, amount: formatHalalas(line.amountHalalas) })),
    total: formatHalalas(computed.totalHalalas),
    transferNumber: computed.transferNumber,
    workerPays: formatHalalas(computed.workerPaysHalalas),
  };
}

/** A country's recruitment cost lines (office fee, VAT, total), or null when no cost was entered. */
export function countryCostLines(cost: CountryCost): CostLinesView | null {
  return cost.recruitmentCostSar === null ? null : costLinesView({ officeFeeSar: cost.recruitmentCostSar });
}

/**
 * What a worker's profile shows: for a worker offered for transfer of services whose terms the office entered,
 * the transfer's lines (its own office fee, the government fees, the insurance); otherwise the recruitment
 * cost of the worker's country, when entered.
 */
export function workerCostLines(
  worker: { type: string; transferable: boolean; transferTerms: TransferTerms | null },
  countryCost: CountryCost | undefined,
): { journey: 'transfer' | 'recruitment'; view: CostLinesView } | null {
  const isTransfer = worker.type === 'transfer' || worker.transferable;
  if (isTransfer && worker.transferTerms) {
    const view = costLinesView({ officeFeeSar: worker.transferTerms.officeFeeSar, transfer: worker.transferTerms });
    return view ? { journey: 'transfer', view } : null;
  }
  if (worker.type === 'transfer' || !countryCost) return null;
  const view = countryCostLines(countryCost);
  return view ? { journey: 'recruitment', view } : null;
}
