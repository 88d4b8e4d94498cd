import { describe, expect, it } from 'vitest';
import { languageCookie, languageFromCookie, languageFromRequest } from './requestLanguage';

describe('languageFromRequest', () => {
  it('lets ?lang= win over the cookie', () => {
    expect(languageFromRequest('?lang=ar', '__session=en')).toBe('ar');
    expect(languageFromRequest('?lang=en', '__session=ar')).toBe('en');
  });

  it('falls back to the __session cookie, then English', () => {
    expect(languageFromRequest('', 'theme=dark; __session=ar')).toBe('ar');
    expect(languageFromRequest('?q=1', undefined)).toBe('en');
  });

  it('ignores unknown languages and other cookies', () => {
    expect(languageFromRequest('?lang=fr', 'session=ar')).toBe('en');
    expect(languageFromRequest('?lang=<script>', '__session=xx')).toBe('en');
    expect(languageFromCookie('__session=%E0%A4%A')).toBe(null);
  });
});

describe('languageCookie', () => {
  it('is site wide, lasts a year and is Secure on https', () => {
    expect(languageCookie('ar', true)).toBe('__session=ar; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(languageCookie('en', false)).not.toContain('Secure');
  });
});
