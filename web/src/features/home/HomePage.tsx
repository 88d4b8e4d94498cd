import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import { pickContent } from '../content/contentText';
import { useContentSection } from '../content/useContentSection';
import './home.css';

export function HomePage() {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const { items } = useContentSection('home');

  const title = pickContent(items, 'heroTitle', language, t('home.heroTitle'));
  const subtitle = pickContent(items, 'heroSubtitle', language, t('home.heroSubtitle'));

  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title" data-testid="hero-title">
        {title}
      </h1>
      <p data-testid="hero-subtitle">{subtitle}</p>
      <div className="hero-actions">
        <Link className="hero-button hero-button--primary" to="/maids-resume">
          {t('home.browseMaids')}
        </Link>
        <Link className="hero-button" to="/maids-resume?transfer=true">
          {t('home.requestTransfer')}
        </Link>
      </div>
    </section>
  );
}
