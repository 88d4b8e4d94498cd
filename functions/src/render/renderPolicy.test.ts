import { describe, expect, it } from 'vitest';
import { cacheControlFor, pageCacheControl, requestTarget, shortCacheControl, siteOrigin } from './renderPolicy';

describe('cacheControlFor', () => {
  it('caches pages on the CDN, worker pages and errors only a minute', () => {
    expect(cacheControlFor('/maids-resume', 200)).toBe(pageCacheControl);
    expect(cacheControlFor('/workers/MD-0001', 200)).toBe(shortCacheControl);
    expect(cacheControlFor('/nope', 404)).toBe(shortCacheControl);
  });
});

describe('siteOrigin', () => {
  it('takes SITE_ORIGIN without its path, else the local Hosting emulator', () => {
    expect(siteOrigin({ SITE_ORIGIN: 'https://staff.example.com/some/path' })).toBe('https://staff.example.com');
    expect(siteOrigin({})).toBe('http://127.0.0.1:5000');
    expect(siteOrigin({ SITE_ORIGIN: 'javascript:alert(1)' })).toBe('http://127.0.0.1:5000');
    expect(siteOrigin({ SITE_ORIGIN: 'not a url' })).toBe('http://127.0.0.1:5000');
  });
});

describe('requestTarget', () => {
  it('refuses absurdly long or non-path targets', () => {
    expect(requestTarget('/contact?lang=ar')).toBe('/contact?lang=ar');
    expect(requestTarget(`/${'a'.repeat(2001)}`)).toBeNull();
    expect(requestTarget('http://evil.example/')).toBeNull();
  });
});
