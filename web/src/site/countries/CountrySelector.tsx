import { Link } from '@/site/lib/links';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { countries, countryName } from '@/lib/countries';
import { costOf, costView } from '@/site/costs/costView';
import { useCountryCosts } from '@/site/costs/useCountryCosts';
import { Flag } from '@/site/lib/flags';
import './countrySelector.css';

/**
 * Seven country cards, each leading to /maids-resume?country={English name}, with the total cost (VAT
 * included) and the weeks to arrival where the office entered them, and a link to `/costs`.
 */
export function CountrySelector() {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const { costs } = useCountryCosts();
  return (
    <section className="section section--alt" aria-labelledby="countries-title">
      <div className="container">
        <h2 id="countries-title" className="section__title">
          {t('countries.title')}
        </h2>
        <p className="section__lead">{t('countries.subtitle')}</p>
        <ul className="country-grid" data-testid="country-selector">
          {countries.map((country) => {
            const name = countryName(country, language);
            const cost = costOf(costs, country.code);
            const view = cost ? costView(cost) : null;
            return (
              <li key={country.code}>
                <Link
                  className="country-card"
                  to={`/maids-resume?country=${encodeURIComponent(country.nameEn)}`}
                  aria-label={t('countries.cardLabel', { country: name })}
                >
                  <Flag code={country.code} />
                  <span className="country-card__name">{name}</span>
                  {view?.amounts ? (
                    <span className="country-card__fact" data-testid={`country-total-${country.code}`}>
                      <bdi>{t('costs.cardTotal', { amount: view.amounts.total })}</bdi>
                    </span>
                  ) : null}
                  {view?.weeks ? (
                    <span className="country-card__fact">{t('costs.weeksValue', { count: view.weeks })}</span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
        <p className="country-grid__costs">
          <Link to="/costs" data-testid="country-selector-costs">
            {t('costs.compare')}
          </Link>
        </p>
      </div>
    </section>
  );
}
