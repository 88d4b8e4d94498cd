/**
 * The worker page's breadcrumbs as schema.org JSON-LD (a BreadcrumbList: Home > the list page of the
 * worker's type > the reference code), in the page's language, for the pre-rendered `<head>`. Only what
 * the page itself shows: no name, no photo, no personal data. Pure, unit tested; typed with schema-dts
 * so the compiler checks the object against the schema.org types.
 */
import type { BreadcrumbList, WithContext } from 'schema-dts';
import type { StaffType } from '@household/model';
import { type Language } from '@household/model';
import { languageUrls, canonicalUrl } from '@/lib/seo/pageTitle';
import { serviceLinks } from '@/site/layout/navLinks';
import { maidPageTypes } from '@/site/staff/model';

type ServiceLink = (typeof serviceLinks)[number];

/** The public list a worker of this type is listed on (the header's services menu entry). */
export function listPageOf(type: StaffType): ServiceLink {
  const path = (maidPageTypes as readonly StaffType[]).includes(type)
    ? '/maids-resume'
    : type === 'Driver'
      ? '/drivers-resume'
      : '/transfer-staff';
  return serviceLinks.find((link) => link.to === path)!;
}

export interface BreadcrumbInput {
  origin: string;
  language: Language;
  refCode: string;
  type: StaffType;
  /** The page's texts in its language: `nav.home` and the list's `nav.*` label. */
  homeLabel: string;
  listLabel: string;
}

/** The address of a page in one language (the language lives in the address, decision 017). */
function pageUrl(origin: string, path: string, language: Language): string {
  return languageUrls(canonicalUrl(origin, path))[language];
}

export function breadcrumbJsonLd(input: BreadcrumbInput): WithContext<BreadcrumbList> {
  const list = listPageOf(input.type);
  const crumbs = [
    { name: input.homeLabel, path: '/' },
    { name: input.listLabel, path: list.to },
    { name: input.refCode, path: `/workers/${encodeURIComponent(input.refCode)}` },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: pageUrl(input.origin, crumb.path, input.language),
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as `\u` escapes (so `</script>` in a
 * text cannot end the block), and the two line separators JavaScript parsers once refused.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
