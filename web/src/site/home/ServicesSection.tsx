import { Link } from '@/site/lib/links';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { pickContent, type ContentItem } from '@/lib/content/contentText';

/** The two service cards; title and subtitle from content fields servicesTitle/servicesSubtitle. */
export function ServicesSection({ items, image }: { items: readonly ContentItem[] | undefined; image: string | null }) {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const title = pickContent(items, 'servicesTitle', language, t('home.servicesTitle'));
  const subtitle = pickContent(items, 'servicesSubtitle', language, t('home.servicesSubtitle'));

  return (
    <section className="section" aria-labelledby="services-title" data-testid="services-section">
      <div className="container">
        <h2 id="services-title" className="section__title">
          {title}
        </h2>
        <p className="section__lead">{subtitle}</p>
        <div className="services-layout">
          <div className="services-image">
            {image ? (
              <img src={image} alt={t('home.servicesImageAlt')} width={960} height={540} loading="lazy" />
            ) : null}
          </div>
          <div className="services-cards">
            <article className="card service-card">
              <h3>{t('home.serviceMaidsTitle')}</h3>
              <p className="muted">{t('home.serviceMaidsText')}</p>
              <Link className="btn btn--primary" to="/maids-resume">
                {t('home.serviceMaidsCta')}
              </Link>
            </article>
            <article className="card service-card">
              <h3>{t('home.serviceTransferTitle')}</h3>
              <p className="muted">{t('home.serviceTransferText')}</p>
              <Link className="btn" to="/maids-resume?transfer=true">
                {t('home.serviceTransferCta')}
              </Link>
            </article>
          </div>
        </div>
      </div>
    </section>
  );
}
