/**
 * A cost's lines as plain label/value pairs, worded as the profile's list (CostLineList) words them: for the
 * generated CV document (decision 032), which cannot carry the page's markup. Pure, unit tested.
 */
import type { TFunction } from 'i18next';
import type { CvDocumentRow } from '@household/model';
import type { CostLinesView } from './costLinesView';

export function costLineRows(t: TFunction, view: CostLinesView, journey: 'recruitment' | 'transfer'): CvDocumentRow[] {
  const sar = (amount: string) => t('costs.amount', { amount });
  const label = (kind: CostLinesView['lines'][number]['kind']) => {
    if (kind === 'officeFee') return journey === 'transfer' ? t('costs.lines.transferOfficeFee') : t('costs.net');
    if (kind === 'vat') return t('costs.vat');
    if (kind === 'transferFee') return t(`costs.lines.transferFee${view.transferNumber ?? 1}`);
    return t(`costs.lines.${kind}`);
  };
  return [
    ...view.lines.map((line) => ({ label: label(line.kind), value: sar(line.amount) })),
    { label: t('costs.total'), value: sar(view.total) },
    { label: t('costs.lines.workerPays'), value: t('costs.lines.workerPaysValue', { amount: view.workerPays }) },
  ];
}
