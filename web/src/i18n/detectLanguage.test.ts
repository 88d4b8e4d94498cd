import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detectLanguage';

describe('detectLanguage', () => {
  it('takes ?lang= first, then <html lang>, then the stored choice', () => {
    expect(detectLanguage({ search: '?lang=ar', htmlLang: 'en', stored: 'en' })).toBe('ar');
    expect(detectLanguage({ search: '?country=PH', htmlLang: 'ar', stored: 'en' })).toBe('ar');
    expect(detectLanguage({ search: '', htmlLang: null, stored: 'ar' })).toBe('ar');
    expect(detectLanguage({ search: '', htmlLang: 'en', stored: 'ar' })).toBe('en');
  });

  it("takes the last ?lang= of an address, as i18next's detector did (a language appended to a pasted link)", () => {
    expect(detectLanguage({ search: '?status=pending&lang=en&country=PH&lang=ar', htmlLang: 'en', stored: 'en' })).toBe(
      'ar',
    );
  });

  it('reads a regional code as its language and skips a language we do not ship', () => {
    expect(detectLanguage({ search: '?lang=ar-SA', htmlLang: 'en', stored: null })).toBe('ar');
    expect(detectLanguage({ search: '?lang=fr', htmlLang: 'AR', stored: null })).toBe('ar');
    expect(detectLanguage({ search: '?lang=', htmlLang: '', stored: 'de' })).toBe('en');
  });
});
