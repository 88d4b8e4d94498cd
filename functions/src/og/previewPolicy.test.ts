import { describe, expect, it } from 'vitest';
import { drawablePhotoType, missingCacheControl, parsePreviewRequest, previewCacheControl } from './previewPolicy';

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
