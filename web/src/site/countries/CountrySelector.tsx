import { Link } from '@/site/lib/links';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { countries, countryName } from '@/lib/countries';
import { Flag } from './flags';
import './countrySelector.css';

/** Seven country cards, each leading to /maids-resume?country={English name}. */
export function CountrySelector() {
  const { t } = useTranslation('public');
  const language = useLanguage();
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
            return (
              <li key={country.code}>
                <Link
                  className="country-card"
                  to={`/maids-resume?country=${encodeURIComponent(country.nameEn)}`}
                  aria-label={t('countries.cardLabel', { country: name })}
                >
                  <Flag code={country.code} />
                  <span className="country-card__name">{name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
