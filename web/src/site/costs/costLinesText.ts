/**
 * A cost's lines worded once (issue 34): the profile's and /costs' list (CostLineList) renders these rows
 * with its markup, and the generated CV document (decision 032) prints them as plain label/value pairs.
 * Pure, unit tested.
 */
import type { TFunction } from 'i18next';
import type { CvDocumentRow } from '@household/model';
import type { CostLinesView } from './costLinesView';

export type CostLineRowKind = CostLinesView['lines'][number]['kind'] | 'total' | 'workerPays';
export interface CostLineRow extends CvDocumentRow {
  kind: CostLineRowKind;
}

export function costLineRows(t: TFunction, view: CostLinesView, journey: 'recruitment' | 'transfer'): CostLineRow[] {
  const sar = (amount: string) => t('costs.amount', { amount });
  const label = (kind: CostLinesView['lines'][number]['kind']) => {
    if (kind === 'officeFee') return journey === 'transfer' ? t('costs.lines.transferOfficeFee') : t('costs.net');
    if (kind === 'vat') return t('costs.vat');
    if (kind === 'transferFee') return t(`costs.lines.transferFee${view.transferNumber ?? 1}`);
    return t(`costs.lines.${kind}`);
  };
  return [
    ...view.lines.map((line) => ({ kind: line.kind, label: label(line.kind), value: sar(line.amount) })),
    { kind: 'total' as const, label: t('costs.total'), value: sar(view.total) },
    {
      kind: 'workerPays' as const,
      label: t('costs.lines.workerPays'),
      value: t('costs.lines.workerPaysValue', { amount: view.workerPays }),
    },
  ];
}
