import { useTranslation } from 'react-i18next';
import { costLineRows, type CostLineRowKind } from './costLinesText';
import type { CostLinesView } from './costLinesView';

const testIds: Record<CostLineRowKind, string> = {
  officeFee: 'cost-net',
  vat: 'cost-vat',
  transferFee: 'cost-transfer-fee',
  occupationChange: 'cost-occupation',
  insurance: 'cost-insurance',
  total: 'cost-total',
  workerPays: 'cost-worker-pays',
};

/**
 * The cost, line by line as the invoice shows it (model `costLines`): the office fee before VAT, the VAT,
 * the government fees of a transfer, the insurance, the total, and the line saying the worker pays nothing.
 * Worded by `costLineRows`, as the CV document words them. Rendered inside a `<dl className="cost-figures">`.
 */
export function CostLineList({ view, journey }: { view: CostLinesView; journey: 'recruitment' | 'transfer' }) {
  const { t } = useTranslation('public');
  return (
    <>
      {costLineRows(t, view, journey).map((row) => {
        if (row.kind === 'total')
          return [
            <dt key="total-label" className="cost-figures__total">
              {row.label}
            </dt>,
            <dd key="total-value" className="cost-figures__total">
              <bdi data-testid={testIds.total}>{row.value}</bdi>
            </dd>,
          ];
        if (row.kind === 'workerPays')
          return [
            <dt key="pays-label">{row.label}</dt>,
            <dd key="pays-value" data-testid={testIds.workerPays}>
              {row.value}
            </dd>,
          ];
        return (
          <div key={row.kind} className="cost-figures__row">
            <dt>{row.label}</dt>
            <dd>
              <bdi data-testid={testIds[row.kind]}>{row.value}</bdi>
            </dd>
          </div>
        );
      })}
    </>
  );
}
