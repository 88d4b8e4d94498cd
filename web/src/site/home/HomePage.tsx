import { useEffect } from 'react';
import { Link } from '@/site/lib/links';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { usePageMeta } from '@/lib/seo/usePageMeta';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { pickContent } from '@/lib/content/contentText';
import { useContentSection } from '@/lib/content/useContentSection';
import { CountrySelector } from '@/site/countries/CountrySelector';
import { GallerySection } from '@/site/gallery/GallerySection';
import { ServicesSection } from './ServicesSection';
import { HeroPicture } from './HeroPicture';
import './home.css';

/** The bundled page image `npm run bootstrap` puts in settings; painted only while a first visit's settings load. */
export const defaultHeroImage = '/media/defaults/hero.jpg';
const heroCacheKey = 'heroImageUrl';

/**
 * The hero image last seen ('' = the admin removed it), so a returning visitor's hero paints before the
 * settings arrive. Once they arrive the page shows exactly what the settings say: no image when removed.
 */
function cachedHeroImage(): string | null {
  try {
    const cached = localStorage.getItem(heroCacheKey);
    return cached === null ? defaultHeroImage : cached || null;
  } catch {
    return defaultHeroImage;
  }
}

export function HomePage() {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const { items } = useContentSection('home');
  const { settings, loading } = useSiteSettings();

  const title = pickContent(items, 'heroTitle', language, t('home.heroTitle'));
  const subtitle = pickContent(items, 'heroSubtitle', language, t('home.heroSubtitle'));
  const heroImage = loading ? cachedHeroImage() : settings.heroImageUrl;

  useEffect(() => {
    if (loading) return;
    try {
      localStorage.setItem(heroCacheKey, heroImage ?? '');
    } catch {
      // Private mode: nothing to remember.
    }
  }, [loading, heroImage]);

  usePageMeta({
    title: t('meta.homeTitle'),
    description: t('meta.homeDescription'),
    keywords: t('meta.homeKeywords'),
    path: '/',
    image: heroImage,
  });

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        {heroImage ? <HeroPicture src={heroImage} variants={loading ? null : settings.heroImageVariants} /> : null}
        <div className="hero__content container">
          <h1 id="hero-title" data-testid="hero-title">
            {title}
          </h1>
          <p data-testid="hero-subtitle">{subtitle}</p>
          <div className="hero-actions">
            <Link className="btn btn--primary hero-button" to="/maids-resume">
              {t('home.browseMaids')}
            </Link>
            <Link className="btn hero-button hero-button--secondary" to="/maids-resume?transfer=true">
              {t('home.requestTransfer')}
            </Link>
          </div>
        </div>
      </section>
      <GallerySection />
      <CountrySelector />
      <ServicesSection items={items} image={loading ? null : settings.servicesImageUrl} />
    </>
  );
}
