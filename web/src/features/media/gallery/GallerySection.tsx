import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const Gallery = lazy(() => import('./Gallery'));

/**
 * The gallery band of the home page. The gallery itself (with react-player and
 * react-multi-carousel) is a separate chunk, loaded when this band comes near the viewport.
 */
export function GallerySection() {
  const { t } = useTranslation('public');
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

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
