import { useTranslation } from 'react-i18next';
import type { TransferTerms } from '@household/model';
import { CostLineList } from './CostLineList';
import { CountryCostSummary } from './CountryCostSummary';
import { workerCostLines } from './costLinesView';
import { costOf } from './costView';
import { useCountryCosts } from './useCountryCosts';
import './costs.css';

/**
 * A worker profile's cost (issue 34), line by line as the invoice shows it: for a worker offered for
 * transfer of services with the office's terms, the transfer's own lines (office fee and VAT, the government
 * transfer fee of this worker's 1st/2nd/3rd transfer, the change of occupation, the insurance); otherwise
 * the recruitment cost of the worker's country. Always with the line saying the worker pays nothing.
 */
export function WorkerCostLines({
  worker,
}: {
  worker: { type: string; transferable: boolean; transferTerms: TransferTerms | null; country: string | null };
}) {
  const { t } = useTranslation('public');
  const { costs } = useCountryCosts();
  const shown = workerCostLines(worker, costOf(costs, worker.country));
  if (!shown) return null;
  if (shown.journey === 'recruitment') return <CountryCostSummary country={worker.country} />;
  return (
    <section className="country-cost-summary" aria-labelledby="worker-cost-title" data-testid="worker-transfer-cost">
      <h2 id="worker-cost-title">{t('costs.lines.profileTransferTitle')}</h2>
      <dl className="cost-figures">
        <CostLineList view={shown.view} journey="transfer" />
      </dl>
      <p className="muted">{t('costs.lines.note')}</p>
    </section>
  );
}
