import { describe, expect, it } from 'vitest';
import { cvHref, photoSrc, staffCvHref, staffPhotoSrc } from './staffFileLinks';

describe('staff file links', () => {
  it('builds site-relative paths from the reference code', () => {
    expect(cvHref('MD-1024')).toBe('/cv/MD-1024');
    expect(photoSrc('MD-1024')).toBe('/photos/MD-1024');
  });

  it('encodes a reference code that would change the path', () => {
    expect(cvHref('../x?y')).toBe('/cv/..%2Fx%3Fy');
    expect(photoSrc(' a/b ')).toBe('/photos/a%2Fb');
  });

  it('links a CV only when one is on file, a photo only with consent and a file', () => {
    expect(staffCvHref({ refCode: 'MD-1024', cvPath: 'cvs/a.pdf' })).toBe('/cv/MD-1024');
    expect(staffCvHref({ refCode: 'MD-1024', cvPath: null })).toBeNull();
    expect(staffPhotoSrc({ refCode: 'MD-1024', showPhoto: true, photoPath: 'staff-photos/a.jpg' })).toBe(
      '/photos/MD-1024',
    );
    expect(staffPhotoSrc({ refCode: 'MD-1024', showPhoto: false, photoPath: 'staff-photos/a.jpg' })).toBeNull();
    expect(staffPhotoSrc({ refCode: 'MD-1024', showPhoto: true, photoPath: null })).toBeNull();
  });
});
