import { describe, expect, it } from 'vitest';
import { profileUrl, refCodeFromParam } from './workerProfile';

describe('refCodeFromParam', () => {
  it('accepts refCodes in any case', () => {
    expect(refCodeFromParam('md-0001')).toBe('MD-0001');
  });
  it('refuses anything else', () => {
    for (const bad of [undefined, '', 'MD-1', '../x', 'MD-0001x', 'MD 0001']) expect(refCodeFromParam(bad)).toBeNull();
  });
});

describe('profileUrl', () => {
  it('is absolute and keeps the language', () => {
    expect(profileUrl('https://example.sa', 'MD-0001', 'en')).toBe('https://example.sa/workers/MD-0001?lang=en');
    expect(profileUrl('https://example.sa', 'MD-0001', 'ar')).toBe('https://example.sa/workers/MD-0001?lang=ar');
  });
});
