import { optionalText, storedDate, type StoredData, type ToDate } from './stored.ts';
import { isHttpsUrl, safeUrl } from './urls.ts';

/** `settings/site`: the public settings; every field optional (absent reads as null). */
export const siteSettingKeys = [
  'whatsappNumber',
  'contactPhone',
  'companyEmail',
  'licenseNumber',
  'companyAboutEn',
  'companyAboutAr',
  'logoUrl',
  'heroImageUrl',
  'aboutUsImageUrl',
  'servicesImageUrl',
  'contactImageUrl',
  'aboutAvatar1Url',
  'aboutAvatar2Url',
  'aboutAvatar3Url',
  'externalReviewUrl',
] as const;
export type SiteSettingKey = (typeof siteSettingKeys)[number];

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
] as const satisfies readonly SiteSettingKey[];

export type SiteSettings = Record<SiteSettingKey, string | null>;
export type SiteSettingsDoc<Time = unknown> = Partial<SiteSettings> & { updatedAt: Time };

export const emptySiteSettings: SiteSettings = Object.fromEntries(
  siteSettingKeys.map((key) => [key, null]),
) as SiteSettings;

/** The one settings mapper: image URLs must be safe, the external review link https:. */
export function siteSettingsFromStored(data: StoredData | null | undefined): SiteSettings {
  const out = { ...emptySiteSettings };
  if (!data) return out;
  for (const key of siteSettingKeys) out[key] = optionalText(data[key])?.trim() ?? null;
  for (const key of siteImageKeys) out[key] = safeUrl(out[key]);
  if (!isHttpsUrl(out.externalReviewUrl)) out.externalReviewUrl = null;
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
