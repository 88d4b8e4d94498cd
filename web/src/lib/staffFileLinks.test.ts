import { describe, expect, it } from 'vitest';
import { cvHref, photoSrc } from './staffFileLinks';

describe('staff file links', () => {
  it('builds site-relative paths from the reference code', () => {
    expect(cvHref('MD-1024')).toBe('/cv/MD-1024');
    expect(photoSrc('MD-1024')).toBe('/photos/MD-1024');
  });

  it('encodes a reference code that would change the path', () => {
    expect(cvHref('../x?y')).toBe('/cv/..%2Fx%3Fy');
    expect(photoSrc(' a/b ')).toBe('/photos/a%2Fb');
  });
});
