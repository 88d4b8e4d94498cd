import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '@/site/lib/useNearViewport';

const Gallery = lazy(() => import('./Gallery'));
const nearOptions = { rootMargin: '400px' };

/**
 * The gallery band of the home page. The gallery itself (with react-player and
 * react-multi-carousel) is a separate chunk, loaded when this band comes near the viewport.
 */
export function GallerySection() {
  const { t } = useTranslation('public');
  const [ref, near] = useNearViewport<HTMLElement>(nearOptions);

  const placeholder = <div className="gallery-placeholder" aria-hidden="true" />;
  return (
    <section ref={ref} className="section" aria-labelledby="gallery-title" id="gallery">
      <div className="container">
        <h2 id="gallery-title" className="section__title">
          {t('gallery.title')}
        </h2>
        <p className="section__lead">{t('gallery.subtitle')}</p>
        {near ? (
          <Suspense fallback={placeholder}>
            <Gallery />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </section>
  );
}
