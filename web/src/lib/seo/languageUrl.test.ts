import { describe, expect, it } from 'vitest';
import { otherLanguageHref, withLanguage } from './languageUrl';

describe('withLanguage', () => {
  it('adds the language to a site path, keeping its query and hash', () => {
    expect(withLanguage('/maids-resume', 'ar')).toBe('/maids-resume?lang=ar');
    expect(withLanguage('/maids-resume?country=Sri+Lanka#top', 'en')).toBe(
      '/maids-resume?country=Sri+Lanka&lang=en#top',
    );
    expect(withLanguage('/', 'ar')).toBe('/?lang=ar');
  });

  it('replaces a language that is already there', () => {
    expect(withLanguage('/contact?lang=en', 'ar')).toBe('/contact?lang=ar');
  });

  it('leaves other addresses alone', () => {
    for (const url of [
      'https://wa.me/966500000000',
      'mailto:office@example.com',
      'tel:+966500000000',
      '//evil.example/x',
      '#main',
    ])
      expect(withLanguage(url, 'ar')).toBe(url);
  });
});

describe('otherLanguageHref', () => {
  it('is the same page in the other language', () => {
    expect(otherLanguageHref('/workers/MD-0101', '?lang=en', 'en')).toBe('/workers/MD-0101?lang=ar');
    expect(otherLanguageHref('/maids-resume', '?type=Maid', 'ar')).toBe('/maids-resume?type=Maid&lang=en');
  });
});
