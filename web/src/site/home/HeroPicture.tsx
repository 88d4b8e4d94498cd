import type { HeroImageVariants } from '@household/model';
import { heroPictureFor } from './heroSources';

/**
 * The hero image as a `<picture>`: AVIF and JPEG sources sized for phones and wide screens, the `<img>`
 * (same element whatever the sources, so a later swap keeps it) loaded first (`fetchpriority`).
 */
export function HeroPicture({ src, variants }: { src: string; variants: HeroImageVariants | null }) {
  const picture = heroPictureFor(src, variants);
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={`${source.media ?? ''}${source.type}`} {...source} />
      ))}
      <img
        className="hero__image"
        src={picture.img.src}
        srcSet={picture.img.srcSet}
        sizes={picture.img.sizes}
        alt=""
        width={1280}
        height={560}
        fetchPriority="high"
        data-testid="hero-image"
      />
    </picture>
  );
}
