import { heroPicture, heroVariantsFor, type HeroImageVariants, type HeroPicture } from '@household/model';
import { defaultHeroVariants } from './defaultHeroVariants';

/**
 * The hero's `<picture>` for the image the page shows (docs/decisions/033-responsive-hero.md): the bundled
 * default's committed variants, an uploaded hero's recorded ones (only when made from that address), or
 * the picture alone. The page and the pre-renderer's preload both read it, so they name the same files.
 */
export function heroPictureFor(imageUrl: string, stored: HeroImageVariants | null): HeroPicture {
  const variants = heroVariantsFor(imageUrl, imageUrl === defaultHeroVariants.source ? defaultHeroVariants : stored);
  return heroPicture(imageUrl, variants);
}
