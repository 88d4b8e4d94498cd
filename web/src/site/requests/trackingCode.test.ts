import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateTrackingCode, isTrackingCode, tidyTrackingCode, trackingAlphabet } from './trackingCode';

describe('generateTrackingCode', () => {
  it('has the R-XXXX-XX shape from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateTrackingCode();
      expect(code).toMatch(/^R-[A-Z0-9]{4}-[A-Z0-9]{2}$/);
      expect(isTrackingCode(code)).toBe(true);
      expect(code.slice(2).replace('-', '')).not.toMatch(/[01OIL]/);
    }
  });
  it('is not always the same', () => {
    const codes = new Set(Array.from({ length: 50 }, () => generateTrackingCode()));
    expect(codes.size).toBeGreaterThan(45);
  });
  it('skips biased bytes (at or above 248) instead of wrapping them', () => {
    let call = 0;
    const random = (bytes: Uint8Array) => {
      call++;
      bytes.fill(call === 1 ? 255 : 0);
      return bytes;
    };
    expect(generateTrackingCode(random)).toBe(`R-${trackingAlphabet[0]!.repeat(4)}-${trackingAlphabet[0]!.repeat(2)}`);
    expect(call).toBe(2);
  });
});

describe('tidyTrackingCode', () => {
  it('accepts lower case, spaces, missing dashes and Arabic-Indic digits', () => {
    expect(tidyTrackingCode(' r-7kq4-m2 ')).toBe('R-7KQ4-M2');
    expect(tidyTrackingCode('7KQ4M2')).toBe('R-7KQ4-M2');
    expect(tidyTrackingCode('R ٧KQ٤ M٢')).toBe('R-7KQ4-M2');
  });
  it('leaves garbage recognisably invalid', () => {
    expect(isTrackingCode(tidyTrackingCode('hello'))).toBe(false);
    expect(isTrackingCode(tidyTrackingCode('R-0OIL-11'))).toBe(false);
  });
});

describe('the rules check the same code shape (firestore.rules isTrackingCode)', () => {
  const rules = readFileSync(new URL('../../../../firestore.rules', import.meta.url), 'utf8');
  const source = /function isTrackingCode\(value\) \{[^}]*value\.matches\('([^']+)'\)/.exec(rules)?.[1];

  it('accepts exactly the characters the page accepts, in every position', () => {
    expect(source, 'isTrackingCode in firestore.rules').toBeDefined();
    const rulesPattern = new RegExp(source!.replace(/\\\\/g, '\\'));
    for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') {
      for (const code of [`R-${char}222-22`, `R-222${char}-22`, `R-2222-${char}2`, `R-2222-2${char}`]) {
        expect(rulesPattern.test(code), code).toBe(isTrackingCode(code));
      }
    }
    expect(rulesPattern.test('R-2222-222')).toBe(false);
    expect(rulesPattern.test('r-2222-22')).toBe(false);
  });
});
