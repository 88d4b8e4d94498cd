import { describe, expect, it } from 'vitest';
import { hasOfficeLicence } from './officeLicence';

describe('hasOfficeLicence', () => {
  it('needs a non-blank licence number', () => {
    expect(hasOfficeLicence({ licenseNumber: 'HRSD-1010-2026' })).toBe(true);
    expect(hasOfficeLicence({ licenseNumber: null })).toBe(false);
    expect(hasOfficeLicence({ licenseNumber: '   ' })).toBe(false);
    expect(hasOfficeLicence({})).toBe(false);
  });
});
