/** `settings/site`: the public settings of the website (DESIGN.md section 5). */
export interface SiteSettings {
  whatsappNumber: string | null;
  contactPhone: string | null;
  companyEmail: string | null;
  licenseNumber: string | null;
  companyAboutEn: string | null;
  companyAboutAr: string | null;
  logoUrl: string | null;
  heroImageUrl: string | null;
  aboutUsImageUrl: string | null;
  servicesImageUrl: string | null;
  contactImageUrl: string | null;
  aboutAvatar1Url: string | null;
  aboutAvatar2Url: string | null;
  aboutAvatar3Url: string | null;
  /** Optional link to the agency's page on an external review site; the review button hides without it. */
  externalReviewUrl: string | null;
}

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
] as const satisfies readonly (keyof SiteSettings)[];

export const emptySiteSettings: SiteSettings = Object.fromEntries(siteSettingKeys.map((key) => [key, null])) as unknown as SiteSettings;

/** Plain settings from raw document data: unknown keys dropped, blanks and non-strings become null. */
export function toSiteSettings(data: Record<string, unknown> | undefined): SiteSettings {
  const settings = { ...emptySiteSettings };
  for (const key of siteSettingKeys) {
    const value = data?.[key];
    settings[key] = typeof value === 'string' && value.trim().length > 0 ? value.trim() : null;
  }
  return settings;
}
