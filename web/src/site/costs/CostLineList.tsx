import { useTranslation } from 'react-i18next';
import type { CostLinesView } from './costLinesView';

const testIds: Record<CostLinesView['lines'][number]['kind'], string> = {
  officeFee: 'cost-net',
  vat: 'cost-vat',
  transferFee: 'cost-transfer-fee',
  occupationChange: 'cost-occupation',
  insurance: 'cost-insurance',
};

/**
 * The cost, line by line as the invoice shows it (model `costLines`): the office fee before VAT, the VAT,
 * the government fees of a transfer, the insurance, the total, and the line saying the worker pays nothing.
 * Rendered inside a `<dl className="cost-figures">`.
 */
export function CostLineList({ view, journey }: { view: CostLinesView; journey: 'recruitment' | 'transfer' }) {
  const { t } = useTranslation('public');
  const sar = (amount: string) => t('costs.amount', { amount });
  const label = (kind: CostLinesView['lines'][number]['kind']) => {
    if (kind === 'officeFee') return journey === 'transfer' ? t('costs.lines.transferOfficeFee') : t('costs.net');
    if (kind === 'vat') return t('costs.vat');
    if (kind === 'transferFee') return t(`costs.lines.transferFee${view.transferNumber ?? 1}`);
    return t(`costs.lines.${kind}`);
  };
  return (
    <>
      {view.lines.map((line) => (
        <div key={line.kind} className="cost-figures__row">
          <dt>{label(line.kind)}</dt>
          <dd>
            <bdi data-testid={testIds[line.kind]}>{sar(line.amount)}</bdi>
          </dd>
        </div>
      ))}
      <dt className="cost-figures__total">{t('costs.total')}</dt>
      <dd className="cost-figures__total">
        <bdi data-testid="cost-total">{sar(view.total)}</bdi>
      </dd>
      <dt>{t('costs.lines.workerPays')}</dt>
      <dd data-testid="cost-worker-pays">{t('costs.lines.workerPaysValue', { amount: view.workerPays })}</dd>
    </>
  );
}
