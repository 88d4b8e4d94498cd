import { describe, expect, it } from 'vitest';
import { defaultPageImages, missingDefaultImages } from './defaultImages';

describe('missingDefaultImages', () => {
  it('fills all four when the settings document is missing', () => {
    expect(missingDefaultImages(undefined)).toEqual(defaultPageImages);
  });

  it('fills absent, null, empty and blank values only', () => {
    expect(
      missingDefaultImages({
        heroImageUrl: 'https://example.com/hero.png',
        aboutUsImageUrl: null,
        servicesImageUrl: '  ',
        whatsappNumber: '966500000000',
      }),
    ).toEqual({
      aboutUsImageUrl: '/media/defaults/about-us.jpg',
      servicesImageUrl: '/media/defaults/services.jpg',
      contactImageUrl: '/media/defaults/contact.jpg',
    });
  });

  it('never overwrites a value, so a second run changes nothing', () => {
    const first = missingDefaultImages({});
    expect(missingDefaultImages({ ...first })).toEqual({});
    expect(
      missingDefaultImages({
        heroImageUrl: '/media/custom.jpg',
        aboutUsImageUrl: 'x',
        servicesImageUrl: 'y',
        contactImageUrl: 'z',
      }),
    ).toEqual({});
  });
});
