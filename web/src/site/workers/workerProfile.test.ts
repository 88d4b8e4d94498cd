import { describe, expect, it } from 'vitest';
import { cleanCodes, profileUrl, refCodeFromParam } from './workerProfile';

describe('cleanCodes', () => {
  it('keeps well-formed skills and languages once', () => {
    expect(cleanCodes(['cooking', 'childcare', 'cooking'], 'skill')).toEqual(['cooking', 'childcare']);
    expect(cleanCodes(['ar', 'en', 'tl'], 'language')).toEqual(['ar', 'en', 'tl']);
  });
  it('drops anything else', () => {
    expect(cleanCodes('cooking', 'skill')).toEqual([]);
    expect(cleanCodes(null, 'language')).toEqual([]);
    expect(cleanCodes(['<b>x</b>', 5, '', 'elderlyCare'], 'skill')).toEqual(['elderlyCare']);
    expect(cleanCodes(['EN', 'english', 'e'], 'language')).toEqual([]);
  });
});

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
