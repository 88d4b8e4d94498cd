import { describe, expect, it } from 'vitest';
import {
  canonicalPreviewRedirect,
  drawablePhotoType,
  missingCacheControl,
  parsePreviewRequest,
  previewCacheControl,
} from './previewPolicy';

describe('parsePreviewRequest', () => {
  it('reads the worker and the language (English unless ar)', () => {
    expect(parsePreviewRequest('/og/MD-0142.png', { lang: 'ar', v: 'x' })).toEqual({
      refCode: 'MD-0142',
      language: 'ar',
    });
    expect(parsePreviewRequest('/og/MD-0142.png', {})).toEqual({ refCode: 'MD-0142', language: 'en' });
    expect(parsePreviewRequest('/og/MD-0142.png', { lang: ['ar', 'en'] })?.language).toBe('en');
  });

  it('refuses any other path', () => {
    for (const path of ['/og/md-0142.png', '/og/MD-0142', '/photos/MD-0142', '/og/MD-0142.png/x'])
      expect(parsePreviewRequest(path, {}), path).toBeNull();
  });
});

describe('cache and photo policy', () => {
  it('lets the CDN keep an image, a missing worker only a minute', () => {
    expect(previewCacheControl).toMatch(/^public, .*s-maxage=\d+/);
    expect(missingCacheControl).toContain('s-maxage=60');
  });

  it('draws JPEG and PNG photos only', () => {
    expect(drawablePhotoType('image/jpeg')).toBe(true);
    expect(drawablePhotoType('image/png')).toBe(true);
    expect(drawablePhotoType('image/webp')).toBe(false);
    expect(drawablePhotoType('image/svg+xml')).toBe(false);
  });
});

describe('canonicalPreviewRedirect', () => {
  const canonical = '/og/MD-0142.png?lang=ar&v=1x9k2';

  it('draws the canonical address itself', () => {
    expect(canonicalPreviewRedirect('/og/MD-0142.png?lang=ar&v=1x9k2', canonical)).toBeNull();
  });

  it('sends any other query string to the canonical address', () => {
    for (const url of [
      '/og/MD-0142.png',
      '/og/MD-0142.png?lang=ar',
      '/og/MD-0142.png?lang=ar&v=old',
      '/og/MD-0142.png?v=1x9k2&lang=ar',
      '/og/MD-0142.png?lang=ar&v=1x9k2&x=1',
      '/og/MD-0142.png?lang=ar&v=1x9k2&',
      '/og/MD-0142.png?lang=%61r&v=1x9k2',
    ])
      expect(canonicalPreviewRedirect(url, canonical), url).toBe(canonical);
  });
});
