import { isLanguage, type Language } from './language.ts';
import { optionalText, storedDate, type StoredData, type ToDate } from './stored.ts';
import { isHttpsUrl, safeUrl } from './urls.ts';
import { heroImageVariantsFromStored, type HeroImageVariants } from './heroImage.ts';

/** The image fields of settings/site (URLs: https: or site-relative). */
export const siteImageKeys = [
  'logoUrl',
  'heroImageUrl',
  'aboutUsImageUrl',
  'servicesImageUrl',
  'contactImageUrl',
  'aboutAvatar1Url',
  'aboutAvatar2Url',
  'aboutAvatar3Url',
] as const;

/** `settings/site`: the public settings; every field optional (absent reads as null). */
export const siteSettingKeys = [
  'whatsappNumber',
  'contactPhone',
  'companyEmail',
  'licenseNumber',
  'companyAboutEn',
  'companyAboutAr',
  ...siteImageKeys,
  'externalReviewUrl',
  // Office facts (issue 29): shown in the footer, on the contact page and in the home page's structured data.
  'officeHoursEn',
  'officeHoursAr',
  'hotline',
  'addressEn',
  'addressAr',
  'mapUrl',
] as const;
export type SiteSettingKey = (typeof siteSettingKeys)[number];

/**
 * How long messages and finished requests are kept (`settings/site.retentionMonths`, public because
 * the consent text and the privacy policy state it): the one setting the purge, the admin and the
 * visitor's consent text all read. Absent or out of range reads as the default.
 */
export const defaultRetentionMonths = 12;
export const minRetentionMonths = 1;
export const maxRetentionMonths = 120;

export function retentionMonthsOf(value: unknown): number {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= minRetentionMonths &&
    value <= maxRetentionMonths
    ? value
    : defaultRetentionMonths;
}

/**
 * The language a bare address serves to a first-time visitor whose browser asks for neither of ours
 * (`settings/site.defaultLanguage`, docs/decisions/020-default-language.md). Absent or odd reads as Arabic
 * (issue 40: a new office starts in Arabic, which the 2025 draft asks for and most Riyadh families expect;
 * scripts/bootstrap.mjs also writes it); the office can choose English in Settings.
 */
export function defaultLanguageOf(value: unknown): Language {
  return isLanguage(value) ? value : 'ar';
}

export type SiteSettings = Record<SiteSettingKey, string | null> & {
  retentionMonths: number;
  defaultLanguage: Language;
  /** The hero's responsive variants, written by the onHeroImageWritten function only (heroImage.ts). */
  heroImageVariants: HeroImageVariants | null;
};
export type SiteSettingsDoc<Time = unknown> = Partial<SiteSettings> & { updatedAt: Time };

export const emptySiteSettings: SiteSettings = {
  ...(Object.fromEntries(siteSettingKeys.map((key) => [key, null])) as Record<SiteSettingKey, null>),
  retentionMonths: defaultRetentionMonths,
  defaultLanguage: 'ar',
  heroImageVariants: null,
};

/** The one settings mapper: image URLs must be safe, the external review link https:. */
export function siteSettingsFromStored(data: StoredData | null | undefined): SiteSettings {
  const out = { ...emptySiteSettings };
  if (!data) return out;
  for (const key of siteSettingKeys) out[key] = optionalText(data[key])?.trim() ?? null;
  for (const key of siteImageKeys) out[key] = safeUrl(out[key]);
  if (!isHttpsUrl(out.externalReviewUrl)) out.externalReviewUrl = null;
  if (!isHttpsUrl(out.mapUrl)) out.mapUrl = null;
  out.defaultLanguage = defaultLanguageOf(data.defaultLanguage);
  out.retentionMonths = retentionMonthsOf(data.retentionMonths);
  out.heroImageVariants = heroImageVariantsFromStored(data.heroImageVariants);
  return out;
}

/** `settings/private`: admin-only settings. */
export interface PrivateSettings {
  notificationEmail: string | null;
  updatedAt: Date | null;
}

export function privateSettingsFromStored(
  data: StoredData | null | undefined,
  toDate: ToDate = storedDate,
): PrivateSettings {
  return { notificationEmail: optionalText(data?.notificationEmail), updatedAt: toDate(data?.updatedAt) };
}
