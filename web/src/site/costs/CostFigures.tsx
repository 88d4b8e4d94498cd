import { useTranslation } from 'react-i18next';
import type { CountryCost } from '@household/model';
import { useLanguage } from '@/i18n/useLanguage';
import { formatOfficeDay } from '@/lib/dates';
import { CostLineList } from './CostLineList';
import { countryCostLines } from './costLinesView';
import { costView } from './costView';

/**
 * One country's figures as a definition list: the recruitment cost before VAT, the VAT (15%) and the total
 * with VAT, the usual weeks to arrival, the contract length and the monthly salary per job type. Only the
 * figures the office entered; `compact` leaves out the salaries and the date (the worker profile).
 */
export function CostFigures({ cost, compact = false }: { cost: CountryCost; compact?: boolean }) {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const view = costView(cost);
  const lines = countryCostLines(cost);
  return (
    <>
      <dl className="cost-figures" data-testid={`cost-figures-${cost.code}`}>
        {lines ? <CostLineList view={lines} journey="recruitment" /> : null}
        {view.weeks !== null ? (
          <>
            <dt>{t('costs.weeks')}</dt>
            <dd data-testid="cost-weeks">{t('costs.weeksValue', { count: view.weeks })}</dd>
          </>
        ) : null}
        {view.months !== null ? (
          <>
            <dt>{t('costs.contract')}</dt>
            <dd data-testid="cost-contract">{t('costs.monthsValue', { count: view.months })}</dd>
          </>
        ) : null}
        {!compact
          ? view.salaries.map((salary) => (
              <div key={salary.type} className="cost-figures__row">
                <dt>{t('costs.salary', { type: t(`staff.type.${salary.type}`) })}</dt>
                <dd>
                  <bdi data-testid={`cost-salary-${salary.type}`}>
                    {t('costs.salaryRange', { min: salary.min, max: salary.max })}
                  </bdi>
                </dd>
              </div>
            ))
          : null}
      </dl>
      {!compact && view.updatedAt ? (
        <p className="cost-figures__updated muted" data-testid="cost-updated">
          {t('costs.updated', { date: formatOfficeDay(view.updatedAt, language) })}
        </p>
      ) : null}
    </>
  );
}
