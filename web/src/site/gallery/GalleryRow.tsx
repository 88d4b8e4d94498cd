import CarouselModule from 'react-multi-carousel';
import type { ArrowProps } from 'react-multi-carousel/lib/types';
import { useTranslation } from 'react-i18next';
import { ArrowEndIcon, ArrowStartIcon } from '@/components/icons';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * react-multi-carousel is CommonJS with `exports.default`; depending on the bundler's interop the
 * default import is the component or the module object. Take the component either way.
 */
const Carousel = ((CarouselModule as unknown as { default?: typeof CarouselModule }).default ??
  CarouselModule) as typeof CarouselModule;

/** Slides are about 272px wide. */
const responsive = {
  wide: { breakpoint: { max: 10000, min: 1200 }, items: 4, partialVisibilityGutter: 8 },
  desktop: { breakpoint: { max: 1199, min: 900 }, items: 3, partialVisibilityGutter: 8 },
  tablet: { breakpoint: { max: 899, min: 560 }, items: 2, partialVisibilityGutter: 24 },
  mobile: { breakpoint: { max: 559, min: 0 }, items: 1, partialVisibilityGutter: 48 },
};

/** Previous sits at the inline start, next at the inline end; the chevrons follow the direction. */
function Arrow({ onClick, label, side, rtl }: ArrowProps & { label: string; side: 'start' | 'end'; rtl: boolean }) {
  const pointsLeft = (side === 'start') !== rtl;
  return (
    <button type="button" className={`carousel-arrow carousel-arrow--${side}`} aria-label={label} onClick={onClick}>
      {pointsLeft ? <ArrowStartIcon /> : <ArrowEndIcon />}
    </button>
  );
}

/** One horizontally draggable row (react-multi-carousel, which needs `rtl` passed explicitly). */
export function GalleryRow({ label, rtl, children }: { label: string; rtl: boolean; children: ReactNode[] }) {
  const { t } = useTranslation('public');
  const ref = useRef<HTMLElement>(null);

  // The library marks off-screen slides aria-hidden; make them inert too, so keyboard focus never
  // lands on a hidden slide (axe: aria-hidden-focus).
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const sync = () => {
      root
        .querySelectorAll('.react-multi-carousel-item')
        .forEach((item) => item.toggleAttribute('inert', item.getAttribute('aria-hidden') === 'true'));
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);

  if (children.length === 0) return null;
  // The library's "left" arrow always calls previous() and its "right" arrow next().
  const left = <Arrow label={t('gallery.previous')} side="start" rtl={rtl} />;
  const right = <Arrow label={t('gallery.next')} side="end" rtl={rtl} />;
  return (
    <section ref={ref} className="gallery-row" aria-label={label}>
      <Carousel
        responsive={responsive}
        rtl={rtl}
        draggable
        swipeable
        partialVisible
        keyBoardControl
        itemClass="gallery-slide"
        containerClass="gallery-track"
        customLeftArrow={left}
        customRightArrow={right}
      >
        {children}
      </Carousel>
    </section>
  );
}
