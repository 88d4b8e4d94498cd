import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { siteUrl } from '../firebase/config';
import { canonicalUrl, languageUrls, pageTitle } from './pageTitle';

export interface PageMeta {
  /** The page's own title; the portal name is appended unless it is already there. */
  title: string;
  description: string;
  keywords?: string;
  /** Site path of the page, for the canonical URL and og:url (e.g. `/contact`). */
  path: string;
  /** Absolute or site-relative image for the social card. */
  image?: string | null;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

function setAlternate(hreflang: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${hreflang}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    document.head.appendChild(link);
  }
  link.href = href;
}

/** Sets the document title, description, keywords, Open Graph/Twitter card and canonical URL. */
export function usePageMeta({ title, description, keywords, path, image }: PageMeta): void {
  const { t, i18n } = useTranslation('common');
  const portal = t('brand.portal');
  const language = i18n.resolvedLanguage ?? i18n.language;

  useEffect(() => {
    const fullTitle = pageTitle(title, portal);
    const url = canonicalUrl(siteUrl, path);
    const versions = languageUrls(url);
    const ownUrl = language === 'ar' ? versions.ar : versions.en;
    const imageUrl = image ? new URL(image, `${siteUrl}/`).toString() : `${siteUrl}/media/defaults/hero.jpg`;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    if (keywords) setMeta('name', 'keywords', keywords);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:url', ownUrl);
    setMeta('property', 'og:image', imageUrl);
    setMeta('property', 'og:site_name', portal);
    setMeta('property', 'og:locale', language === 'ar' ? 'ar_SA' : 'en_US');
    setMeta('name', 'twitter:card', 'summary_large_image');
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', description);
    setMeta('name', 'twitter:image', imageUrl);
    setCanonical(ownUrl);
    setAlternate('en', versions.en);
    setAlternate('ar', versions.ar);
    setAlternate('x-default', versions.en);
  }, [title, description, keywords, path, image, portal, language]);
}
