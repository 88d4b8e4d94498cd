import { describe, expect, it } from 'vitest';
import {
  languageCookie,
  languageFromAcceptLanguage,
  languageFromCookie,
  resolveRequestLanguage,
} from './requestLanguage';

describe('resolveRequestLanguage', () => {
  it('lets ?lang= win over the cookie', () => {
    expect(resolveRequestLanguage('?lang=ar', '__session=en').language).toBe('ar');
    expect(resolveRequestLanguage('?lang=en', '__session=ar').language).toBe('en');
    // An appended `lang` overrides the one before it, as in the app (the model's queryLanguage).
    expect(resolveRequestLanguage('?lang=en&lang=ar', undefined).language).toBe('ar');
  });

  it('falls back to the __session cookie, then English', () => {
    expect(resolveRequestLanguage('', 'theme=dark; __session=ar').language).toBe('ar');
    expect(resolveRequestLanguage('?q=1', undefined).language).toBe('en');
  });

  it('ignores unknown languages and other cookies', () => {
    expect(resolveRequestLanguage('?lang=fr', 'session=ar').language).toBe('en');
    expect(resolveRequestLanguage('?lang=<script>', '__session=xx').language).toBe('en');
    expect(languageFromCookie('__session=%E0%A4%A')).toBe(null);
  });
});

describe('languageCookie', () => {
  it('is site wide, lasts a year and is Secure on https', () => {
    expect(languageCookie('ar', true)).toBe('__session=ar; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(languageCookie('en', false)).not.toContain('Secure');
  });
});

describe('a bare address negotiates Accept-Language', () => {
  it('takes the first of our languages by q-value', () => {
    expect(languageFromAcceptLanguage('ar-SA,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(languageFromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.5,ar;q=0.7')).toBe('ar');
    expect(languageFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('fr,de;q=0.5')).toBeNull();
    expect(languageFromAcceptLanguage('ar;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
  });

  it('uses it only when neither ?lang= nor the cookie chose, and says so', () => {
    expect(resolveRequestLanguage('', undefined, 'ar-SA,ar;q=0.9')).toEqual({ language: 'ar', negotiated: true });
    expect(resolveRequestLanguage('?lang=en', undefined, 'ar')).toEqual({ language: 'en', negotiated: false });
    expect(resolveRequestLanguage('', '__session=en', 'ar')).toEqual({ language: 'en', negotiated: false });
    expect(resolveRequestLanguage('', undefined, 'fr')).toEqual({ language: 'en', negotiated: true });
  });
});

describe("the office's default language (decision 020)", () => {
  it('serves a first-time visitor whose browser names neither language in the default', () => {
    expect(resolveRequestLanguage('', undefined, 'fr-FR,fr;q=0.9', 'ar')).toEqual({ language: 'ar', negotiated: true });
    expect(resolveRequestLanguage('', undefined, undefined, 'ar')).toEqual({ language: 'ar', negotiated: true });
    expect(resolveRequestLanguage('', '', '', 'en')).toEqual({ language: 'en', negotiated: true });
  });

  it('keeps the order ?lang=, cookie, Accept-Language, default', () => {
    // ?lang= beats everything
    expect(resolveRequestLanguage('?lang=en', '__session=ar', 'ar', 'ar').language).toBe('en');
    // the visitor's remembered choice beats the browser and the default
    expect(resolveRequestLanguage('', '__session=en', 'ar-SA', 'ar')).toEqual({ language: 'en', negotiated: false });
    // the browser's own wish beats the office's default
    expect(resolveRequestLanguage('', undefined, 'en-US,en;q=0.9', 'ar').language).toBe('en');
    expect(resolveRequestLanguage('', undefined, 'ar-SA', 'en').language).toBe('ar');
    // an unknown ?lang= or cookie is no choice: the default still decides
    expect(resolveRequestLanguage('?lang=fr', '__session=xx', 'de', 'ar').language).toBe('ar');
  });
});
