import { describe, expect, it } from 'vitest';
import { canonicalUrl, languageUrls, pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it('suffixes the portal name', () => {
    expect(pageTitle('Contact us', 'Household Staff Portal')).toBe('Contact us | Household Staff Portal');
  });

  it('leaves a title that already contains the portal name alone', () => {
    expect(pageTitle('Welcome to the household staff portal', 'Household Staff Portal')).toBe(
      'Welcome to the household staff portal',
    );
  });

  it('uses the portal name for an empty title', () => {
    expect(pageTitle('  ', 'Portal')).toBe('Portal');
    expect(pageTitle(undefined, 'Portal')).toBe('Portal');
  });
});

describe('canonicalUrl', () => {
  it('joins the site origin and the path without query or trailing slash', () => {
    expect(canonicalUrl('https://example.com/', '/contact/?lang=ar')).toBe('https://example.com/contact');
    expect(canonicalUrl('https://example.com', '/')).toBe('https://example.com/');
    expect(canonicalUrl('https://example.com', 'about-us#team')).toBe('https://example.com/about-us');
  });
});

describe('languageUrls', () => {
  it('puts each language behind its ?lang= and keeps the plain URL as the negotiated default', () => {
    expect(languageUrls('https://example.com/contact')).toEqual({
      en: 'https://example.com/contact?lang=en',
      ar: 'https://example.com/contact?lang=ar',
      default: 'https://example.com/contact',
    });
  });
});
