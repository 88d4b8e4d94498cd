import { describe, expect, it } from 'vitest';
import { missingSetup, requiredSetupKeys } from './setupChecklist';

describe('missingSetup (dashboard "finish setting up")', () => {
  it('lists every required setting on a new project', () => {
    expect(missingSetup(undefined)).toEqual([...requiredSetupKeys]);
    expect(missingSetup({})).toEqual([...requiredSetupKeys]);
  });

  it('counts null, blank and non-text values as missing and keeps the order', () => {
    expect(
      missingSetup({
        whatsappNumber: '   ',
        licenseNumber: null,
        contactPhone: 501234567,
        companyEmail: 'office@example.sa',
        companyAboutEn: 'About',
        companyAboutAr: 'نبذة',
      }),
    ).toEqual(['whatsappNumber', 'licenseNumber', 'contactPhone']);
  });

  it('is empty when the office has entered everything', () => {
    expect(
      missingSetup({
        whatsappNumber: '966501234567',
        licenseNumber: 'HRSD-1',
        contactPhone: '0501234567',
        companyEmail: 'a@b.sa',
        companyAboutEn: 'x',
        companyAboutAr: 'س',
      }),
    ).toEqual([]);
  });
});
