import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@household/model';
import { siteUrl } from '../firebase/config';
import { buildHeadTags, jsonLdAttribute, type HeadLink, type HeadMeta } from './headTags';
import { usePageHeadCollector } from './pageHead';

export interface PageMeta {
  /** The page's own title; the portal name is appended unless it is already there. */
  title: string;
  description: string;
  keywords?: string;
  /** Site path of the page, for the canonical URL and og:url (e.g. `/contact`). */
  path: string;
  /** Absolute or site-relative image for the social card. */
  image?: string | null;
  /** Error pages: robots noindex, and the pre-renderer answers HTTP 404. */
  notFound?: boolean;
  /** og:image:alt / twitter:image:alt. */
  imageAlt?: string;
  /** og:image:width/height. */
  imageSize?: { width: number; height: number };
  /** Structured data (JSON texts, site/seo/breadcrumbJsonLd jsonLdText). */
  jsonLd?: string[];
}

function setMeta({ attribute, key, content }: HeadMeta): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function setLink({ rel, hreflang, href }: HeadLink): void {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]`;
  let link = document.head.querySelector<HTMLLinkElement>(selector);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    if (hreflang) link.hreflang = hreflang;
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * Sets the document title, description, keywords, Open Graph/Twitter card and canonical URL. On the
 * server (pre-rendering) it records them for the served HTML instead (lib/seo/pageHead.tsx).
 */
function setJsonLd(texts: string[]): void {
  document.head.querySelectorAll(`script[${jsonLdAttribute}]`).forEach((element) => element.remove());
  for (const text of texts) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(jsonLdAttribute, '');
    script.textContent = text;
    document.head.appendChild(script);
  }
}

export function usePageMeta({
  title,
  description,
  keywords,
  path,
  image,
  notFound,
  imageAlt,
  imageSize,
  jsonLd,
}: PageMeta): void {
  const { t, i18n } = useTranslation('common');
  const portal = t('brand.portal');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const collector = usePageHeadCollector();
  const imageWidth = imageSize?.width;
  const imageHeight = imageSize?.height;
  // The same head on the server (the collector's origin) and in the browser (the site's).
  const head = useMemo(
    () => ({
      title,
      description,
      keywords,
      path,
      image,
      language,
      portal,
      noindex: notFound,
      imageAlt,
      imageSize: imageWidth && imageHeight ? { width: imageWidth, height: imageHeight } : undefined,
    }),
    [title, description, keywords, path, image, portal, language, notFound, imageAlt, imageWidth, imageHeight],
  );
  if (collector) {
    collector.head = { ...head, origin: collector.origin, jsonLd };
    if (notFound) collector.status = 404;
  }

  useEffect(() => {
    const tags = buildHeadTags({ ...head, origin: siteUrl });
    document.title = tags.title;
    document.head.querySelector('meta[name="robots"]')?.remove();
    tags.metas.forEach(setMeta);
    tags.links.forEach(setLink);
    for (const key of ['og:image:width', 'og:image:height', 'og:image:alt', 'twitter:image:alt'])
      if (!tags.metas.some((meta) => meta.key === key))
        document.head.querySelector(`meta[content][property="${key}"], meta[content][name="${key}"]`)?.remove();
  }, [head]);

  // Serialised, so a new array with the same texts does not rewrite the blocks.
  const jsonLdKey = JSON.stringify(jsonLd ?? []);
  useEffect(() => {
    setJsonLd(JSON.parse(jsonLdKey) as string[]);
  }, [jsonLdKey]);
}
