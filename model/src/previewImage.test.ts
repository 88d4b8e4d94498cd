import { describe, expect, it } from 'vitest';
import { previewImagePath, previewImageRefCode, previewImageVersion } from './previewImage.ts';

describe('previewImageVersion', () => {
  it('changes with what the picture shows and stays the same otherwise', () => {
    const base = ['MD-0142', 'Maid', 'PH', 5, false, null, 'en'];
    expect(previewImageVersion(base)).toBe(previewImageVersion([...base]));
    expect(previewImageVersion(base)).not.toBe(previewImageVersion(['MD-0142', 'Maid', 'PH', 6, false, null, 'en']));
    expect(previewImageVersion(base)).toMatch(/^[0-9a-z]{1,7}$/);
  });
});

describe('previewImagePath / previewImageRefCode', () => {
  it('round-trips the reference code and refuses anything else', () => {
    expect(previewImagePath('MD-0142', 'ar', 'abc')).toBe('/og/MD-0142.png?lang=ar&v=abc');
    expect(previewImageRefCode('/og/MD-0142.png')).toBe('MD-0142');
    expect(previewImageRefCode('/serveOgImage/og/DR-0001.png')).toBe('DR-0001');
    for (const bad of ['/og/MD-142.png', '/og/md-0142.png', '/og/MD-0142.jpg', '/og/../MD-0142.png', '/og/'])
      expect(previewImageRefCode(bad), bad).toBeNull();
  });
});
