import type { EmploymentAgency, PostalAddress, WithContext } from 'schema-dts';
import { type Language } from '@household/model';
import { officeAddress, officeHours } from '@/lib/officeFacts';
import { absoluteImageUrl } from '@/lib/seo/headTags';
import type { SiteSettings } from '@/lib/siteSettings/siteSettings';
import { serializeForHtml } from '@/lib/prerender/serialize';

/**
 * The home page's structured data (issue 29): the office as a schema.org EmploymentAgency with its licence
 * number, address, opening hours, telephone and address on the web, from the office's settings only. Nothing
 * about any worker. Typed with `schema-dts` (the schema.org vocabulary as TypeScript types), so a property
 * the type does not have, or a value of the wrong kind, does not compile. Pure.
 */
/** The object form of schema-dts' EmploymentAgency (the type also allows a bare IRI string). */
export type EmploymentAgencyData = WithContext<Exclude<EmploymentAgency, string>>;

export interface OrganizationInput {
  settings: Pick<
    SiteSettings,
    | 'licenseNumber'
    | 'contactPhone'
    | 'hotline'
    | 'companyEmail'
    | 'logoUrl'
    | 'addressEn'
    | 'addressAr'
    | 'officeHoursEn'
    | 'officeHoursAr'
    | 'mapUrl'
  >;
  language: Language;
  /** The office's name in the page language (brand.name). */
  name: string;
  /** The site's absolute origin. */
  origin: string;
}

export function organizationJsonLd({ settings, language, name, origin }: OrganizationInput): EmploymentAgencyData {
  const base = origin.replace(/\/+$/, '');
  const url = language === 'ar' ? `${base}/?lang=ar` : `${base}/`;
  const street = officeAddress(settings, language);
  const hours = officeHours(settings, language);
  const telephone = settings.hotline ?? settings.contactPhone;
  const address: PostalAddress = {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    addressLocality: language === 'ar' ? 'الرياض' : 'Riyadh',
    addressCountry: 'SA',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'EmploymentAgency',
    '@id': `${base}/#office`,
    name,
    url,
    logo: absoluteImageUrl(base, settings.logoUrl ?? '/icons/icon-512.png'),
    address,
    ...(telephone ? { telephone } : {}),
    ...(settings.companyEmail ? { email: settings.companyEmail } : {}),
    ...(hours ? { openingHours: hours } : {}),
    ...(settings.mapUrl ? { hasMap: settings.mapUrl } : {}),
    ...(settings.licenseNumber
      ? {
          identifier: {
            '@type': 'PropertyValue',
            propertyID: 'recruitment-licence',
            name: language === 'ar' ? 'رقم الترخيص' : 'Licence number',
            value: settings.licenseNumber,
          },
        }
      : {}),
  };
}

/**
 * Structured data as a `<script type="application/ld+json">` for the served page's head: a data block (never
 * executed, so the Content-Security-Policy needs no hash for it), with `<`, `>` and `&` escaped so no text
 * can end the element.
 */
export function jsonLdScriptHtml(data: object): string {
  return `<script type="application/ld+json">${serializeForHtml(data)}</script>`;
}
