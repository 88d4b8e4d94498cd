import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { countryByCode, countryName } from '@/lib/countries';
import { useLanguage } from '@/i18n/useLanguage';
import { usePageMeta } from '@/lib/seo/usePageMeta';
import { Flag } from '@/site/lib/flags';
import { Link } from '@/site/lib/links';
import { CostFigures } from './CostFigures';
import { MeasuredTimesNote } from './MeasuredTimesNote';
import { useMeasuredTimes } from './useMeasuredTimes';
import { useCountryCosts } from './useCountryCosts';
import './costs.css';

/** `/costs`: costs and arrival times per country, exactly as the office entered them (issue 29). */
export function CostsPage() {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const { status, costs } = useCountryCosts();
  const measured = useMeasuredTimes();
  usePageMeta({ title: t('meta.costsTitle'), description: t('meta.costsDescription'), path: '/costs' });
  return (
    <>
      <PageHeader title={t('costs.title')} subtitle={t('costs.lead')} />
      <div className="container section costs" data-testid="costs-page">
        {status === 'loading' ? <p className="muted">{t('costs.loading')}</p> : null}
        {status !== 'loading' && costs.length === 0 ? (
          <p data-testid="costs-empty">
            {t('costs.empty')} <Link to="/contact">{t('costs.ask')}</Link>
          </p>
        ) : null}
        {costs.length > 0 ? (
          <>
            <p className="costs__vat-note">{t('costs.vatNote')}</p>
            <ul className="costs__list">
              {costs.map((cost) => {
                const country = countryByCode(cost.code);
                if (!country) return null;
                const name = countryName(country, language);
                return (
                  <li key={cost.code} className="costs__country card" data-testid={`costs-country-${cost.code}`}>
                    <h2 className="costs__name">
                      <Flag code={cost.code} label={name} small /> {name}
                    </h2>
                    <CostFigures cost={cost} />
                    <MeasuredTimesNote times={measured} code={cost.code} />
                    <Link className="costs__workers" to={`/maids-resume?country=${encodeURIComponent(country.nameEn)}`}>
                      {t('countries.cardLabel', { country: name })}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </div>
    </>
  );
}
