/**
 * What a worker's link-preview image says (docs/decisions/022-worker-preview-images.md), in the page's
 * language, from the locale files: the page uses it for og:image:alt and the image's address version, the
 * pre-renderer's card (previewCardSvg.tsx) draws it. Pure, unit tested.
 */
import type { TFunction } from 'i18next';
import { countryByCode, countryName, previewImagePath, previewImageVersion, type CountryCode } from '@household/model';
import { type Language } from '@household/model';

/** The worker fields the card shows. */
export interface PreviewStaff {
  refCode: string;
  type: string;
  country: CountryCode | null;
  experienceYears: number;
  showPhoto: boolean;
  photoPath: string | null;
}

export interface PreviewCardTexts {
  language: Language;
  refCode: string;
  job: string;
  country: { code: CountryCode; name: string } | null;
  experience: string;
  officeName: string;
  /** Whether the card carries the worker's photo: only with the worker's consent (showPhoto) and a photo. */
  withPhoto: boolean;
}

/** `t` of an instance with the `common` and `public` namespaces in the page's language. */
export function previewCardTexts(t: TFunction, staff: PreviewStaff, language: Language): PreviewCardTexts {
  const country = staff.country ? countryByCode(staff.country) : undefined;
  return {
    language,
    refCode: staff.refCode,
    job: t(`public:staff.type.${staff.type}`),
    country: country && staff.country ? { code: staff.country, name: countryName(country, language) } : null,
    experience: t('public:staff.experience.years', { count: staff.experienceYears }),
    officeName: t('common:brand.name'),
    withPhoto: staff.showPhoto && !!staff.photoPath,
  };
}

/** The image's text alternative (og:image:alt): what it shows, in the page's language. */
export function previewAltText(texts: PreviewCardTexts): string {
  return [texts.refCode, texts.job, texts.country?.name, texts.experience, texts.officeName]
    .filter(Boolean)
    .join(' · ');
}

/** The image's site path, versioned by everything it shows (a change gives a new address). */
export function previewImageHref(texts: PreviewCardTexts, photoPath: string | null): string {
  const { language, refCode, job, country, experience, officeName, withPhoto } = texts;
  const version = previewImageVersion([
    refCode,
    job,
    country?.code,
    country?.name,
    experience,
    officeName,
    withPhoto ? photoPath : null,
    language,
  ]);
  return previewImagePath(refCode, language, version);
}
