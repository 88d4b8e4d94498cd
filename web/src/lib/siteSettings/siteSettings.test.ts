import { describe, expect, it } from 'vitest';
import { emptySiteSettings, toSiteSettings } from './siteSettings';

describe('toSiteSettings', () => {
  it('keeps known string settings and turns blanks into null', () => {
    const settings = toSiteSettings({ whatsappNumber: ' 966501234567 ', logoUrl: '', contactPhone: 5, extra: 'x' });
    expect(settings.whatsappNumber).toBe('966501234567');
    expect(settings.logoUrl).toBeNull();
    expect(settings.contactPhone).toBeNull();
    expect(Object.keys(settings)).not.toContain('extra');
  });

  it('gives all-null settings for a missing document', () => {
    expect(toSiteSettings(undefined)).toEqual(emptySiteSettings);
  });
});
