import { describe, expect, it } from 'vitest';
import { retentionMonthsOf, siteSettingsFromStored } from './settings.ts';

describe('retention period (settings/site.retentionMonths)', () => {
  it('reads the stored whole number of months from 1 to 120, else the default of 12', () => {
    expect(siteSettingsFromStored({ retentionMonths: 6 }).retentionMonths).toBe(6);
    expect(siteSettingsFromStored(undefined).retentionMonths).toBe(12);
    for (const bad of [0, 121, 2.5, '6', null]) expect(retentionMonthsOf(bad)).toBe(12);
  });
});
