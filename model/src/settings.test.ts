import { describe, expect, it } from 'vitest';
import { retentionMonthsOf, siteSettingsFromStored } from './settings.ts';

describe('retention period (settings/site.retentionMonths)', () => {
  it('reads the stored whole number of months from 1 to 120, else the default of 12', () => {
    expect(siteSettingsFromStored({ retentionMonths: 6 }).retentionMonths).toBe(6);
    expect(siteSettingsFromStored(undefined).retentionMonths).toBe(12);
    for (const bad of [0, 121, 2.5, '6', null]) expect(retentionMonthsOf(bad)).toBe(12);
  });
});

describe('office facts and the default language (settings/site)', () => {
  it('reads the default language as en or ar, English when absent or odd', () => {
    expect(siteSettingsFromStored({ defaultLanguage: 'ar' }).defaultLanguage).toBe('ar');
    expect(siteSettingsFromStored({ defaultLanguage: 'en' }).defaultLanguage).toBe('en');
    // A new office starts in Arabic (issue 40): absent or odd reads as Arabic.
    expect(siteSettingsFromStored({ defaultLanguage: 'fr' }).defaultLanguage).toBe('ar');
    expect(siteSettingsFromStored(undefined).defaultLanguage).toBe('ar');
  });

  it('keeps an https map link only', () => {
    expect(siteSettingsFromStored({ mapUrl: 'https://maps.example.com/?q=1' }).mapUrl).toBe(
      'https://maps.example.com/?q=1',
    );
    expect(siteSettingsFromStored({ mapUrl: 'javascript:alert(1)' }).mapUrl).toBeNull();
    expect(siteSettingsFromStored({ addressEn: '  King Fahd Road, Riyadh ' }).addressEn).toBe('King Fahd Road, Riyadh');
  });
});
