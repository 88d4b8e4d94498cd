import { escapeHtml, type Language } from '@household/model';
import { canonicalUrl, languageUrls, pageTitle } from './pageTitle';

/**
 * A page's `<head>` tags as data: built once here, written into the DOM by usePageMeta in the browser
 * and into the served HTML by the pre-renderer (docs/decisions/013-pre-rendered-html.md), so both say
 * the same thing. Link previews need absolute `og:image` and `og:url`.
 */
export interface HeadInput {
  title: string;
  description: string;
  keywords?: string;
  /** Site path of the page (e.g. `/contact`). */
  path: string;
  /** Absolute or site-relative image; the default page image when absent. */
  image?: string | null;
  language: Language;
  /** The portal name, appended to the title. */
  portal: string;
  /** Absolute origin of the site, e.g. `https://example.com`. */
  origin: string;
  /** Error pages stay out of search indexes. */
  noindex?: boolean;
  /** The image's text for screen readers and previews (og:image:alt, twitter:image:alt). */
  imageAlt?: string;
  /** The image's pixel size when known (og:image:width/height): previews can lay it out before loading it. */
  imageSize?: { width: number; height: number };
  /** Structured data of the page: JSON texts already escaped for a script block (site/seo/breadcrumbJsonLd jsonLdText). */
  jsonLd?: string[];
}

export interface HeadMeta {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface HeadLink {
  rel: 'canonical' | 'alternate';
  href: string;
  hreflang?: string;
}

export interface HeadTags {
  title: string;
  metas: HeadMeta[];
  links: HeadLink[];
  /** `<script type="application/ld+json">` contents. */
  jsonLd: string[];
}

export const defaultShareImage = '/media/defaults/hero.jpg';

/** An absolute http(s) URL for `image` on `origin`; the default image for anything else (javascript:, data:, ...). */
export function absoluteImageUrl(origin: string, image: string | null | undefined): string {
  const base = `${origin.replace(/\/+$/, '')}/`;
  try {
    const url = new URL(image || defaultShareImage, base);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
  } catch {
    // Falls through to the default image.
  }
  return new URL(defaultShareImage, base).toString();
}

export function buildHeadTags(input: HeadInput): HeadTags {
  const fullTitle = pageTitle(input.title, input.portal);
  const versions = languageUrls(canonicalUrl(input.origin, input.path));
  const ownUrl = input.language === 'ar' ? versions.ar : versions.en;
  const image = absoluteImageUrl(input.origin, input.image);
  const name = (key: string, content: string): HeadMeta => ({ attribute: 'name', key, content });
  const property = (key: string, content: string): HeadMeta => ({ attribute: 'property', key, content });
  const metas: HeadMeta[] = [
    name('description', input.description),
    ...(input.keywords ? [name('keywords', input.keywords)] : []),
    ...(input.noindex ? [name('robots', 'noindex')] : []),
    property('og:title', fullTitle),
    property('og:description', input.description),
    property('og:type', 'website'),
    property('og:url', ownUrl),
    property('og:image', image),
    ...(input.imageSize
      ? [
          property('og:image:width', String(input.imageSize.width)),
          property('og:image:height', String(input.imageSize.height)),
        ]
      : []),
    ...(input.imageAlt ? [property('og:image:alt', input.imageAlt)] : []),
    property('og:site_name', input.portal),
    property('og:locale', input.language === 'ar' ? 'ar_SA' : 'en_US'),
    name('twitter:card', 'summary_large_image'),
    name('twitter:title', fullTitle),
    name('twitter:description', input.description),
    name('twitter:image', image),
    ...(input.imageAlt ? [name('twitter:image:alt', input.imageAlt)] : []),
  ];
  const links: HeadLink[] = [
    { rel: 'canonical', href: ownUrl },
    { rel: 'alternate', hreflang: 'en', href: versions.en },
    { rel: 'alternate', hreflang: 'ar', href: versions.ar },
    { rel: 'alternate', hreflang: 'x-default', href: versions.default },
  ];
  return { title: fullTitle, metas, links, jsonLd: input.jsonLd ?? [] };
}

/** Text or attribute value made safe inside HTML (the model's one escape, shared with the mails). */
export { escapeHtml };

/** Marks the page's structured data blocks, so the browser replaces them when the page changes. */
export const jsonLdAttribute = 'data-page-jsonld';

/** The tags as HTML for the served page's `<head>`. */
export function headTagsHtml(tags: HeadTags): string {
  const lines = [
    `<title>${escapeHtml(tags.title)}</title>`,
    ...tags.metas.map(
      (meta) => `<meta ${meta.attribute}="${escapeHtml(meta.key)}" content="${escapeHtml(meta.content)}" />`,
    ),
    ...tags.links.map(
      (link) =>
        `<link rel="${link.rel}"${link.hreflang ? ` hreflang="${escapeHtml(link.hreflang)}"` : ''} href="${escapeHtml(link.href)}" />`,
    ),
    // A data block, never executed (no CSP hash needed); the text arrives with `<` escaped (jsonLdText).
    ...tags.jsonLd.map(
      (json) => `<script type="application/ld+json" ${jsonLdAttribute}>${json.replace(/</g, '\\u003c')}</script>`,
    ),
  ];
  return lines.join('\n    ');
}
