import { useTranslation } from 'react-i18next';
import { countryByCode, countryName } from '@/lib/countries';
import { useLanguage } from '@/i18n/useLanguage';
import { Link } from '@/site/lib/links';
import { CostFigures } from './CostFigures';
import { costOf } from './costView';
import { useCountryCosts } from './useCountryCosts';
import './costs.css';

/**
 * The worker profile's box: the cost (with VAT), weeks to arrival and contract length of the worker's
 * country, with a link to `/costs`. Renders nothing when the office entered nothing for that country.
 */
export function CountryCostSummary({ country }: { country: string | null | undefined }) {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const { costs } = useCountryCosts();
  const cost = costOf(costs, country);
  const known = countryByCode(country);
  if (!cost || !known) return null;
  return (
    <section className="country-cost-summary" aria-labelledby="country-cost-title" data-testid="country-cost-summary">
      <h2 id="country-cost-title">{t('costs.summaryTitle', { country: countryName(known, language) })}</h2>
      <CostFigures cost={cost} compact />
      <Link to="/costs">{t('costs.seeAll')}</Link>
    </section>
  );
}
