import { describe, expect, it } from 'vitest';
import { rememberServedLanguage } from './rememberServedLanguage';

function fakeDocument(lang: string, protocol = 'http:') {
  return { documentElement: { lang }, location: { protocol }, cookie: '' } as unknown as Document;
}

describe('rememberServedLanguage', () => {
  it('stores the served language and writes the __session cookie the server reads', () => {
    const stored = new Map<string, string>();
    const doc = fakeDocument('ar', 'https:');
    rememberServedLanguage(doc, { setItem: (key, value) => stored.set(key, value) });
    expect(stored.get('language')).toBe('ar');
    expect(doc.cookie).toBe('__session=ar; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('maps anything else to English, and still writes the cookie when storage throws', () => {
    const doc = fakeDocument('fr-FR');
    rememberServedLanguage(doc, {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(doc.cookie).toBe('__session=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('writes the cookie without storage, and never throws when cookies are blocked', () => {
    const doc = fakeDocument('ar');
    rememberServedLanguage(doc, null);
    expect(doc.cookie).toBe('__session=ar; Path=/; Max-Age=31536000; SameSite=Lax');
    const blocked = {
      documentElement: { lang: 'ar' },
      location: { protocol: 'https:' },
      set cookie(_value: string) {
        throw new Error('SecurityError');
      },
    } as unknown as Document;
    expect(() => rememberServedLanguage(blocked, null)).not.toThrow();
  });
});
