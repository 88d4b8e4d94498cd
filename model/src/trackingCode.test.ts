import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  generateTrackingCode,
  isTrackingCode,
  tidyTrackingCode,
  trackingAlphabet,
  trackingCodeRulePattern,
} from './trackingCode.ts';

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

describe('tidyTrackingCode (what a visitor types, on the page and in the trackRequest function)', () => {
  it.each([' r-7kq4-m2 ', '7KQ4M2', 'R ٧KQ٤ M٢', 'R-٧KQ٤-M٢', 'R-۷KQ۴-M۲'])('reads %j as R-7KQ4-M2', (given) => {
    expect(tidyTrackingCode(given)).toBe('R-7KQ4-M2');
  });
  it.each(['', 'hello', 'X-7KQ4-M2', 'R-7KQ4-M', 'R-7KQ4-M23', 'R-7KQ4_M2!!x'])('refuses %j', (given) => {
    expect(tidyTrackingCode(given)).toBeNull();
  });
  it('leaves look-alike characters recognisably invalid', () => {
    expect(isTrackingCode(tidyTrackingCode('R-0OIL-11'))).toBe(false);
  });
});

describe('firestore.rules checks the same code shape (isTrackingCode)', () => {
  const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
  const source = /function isTrackingCode\(value\) \{[^}]*value\.matches\('([^']+)'\)/.exec(rules)?.[1];

  it('uses exactly the model’s pattern', () => {
    expect(source, 'isTrackingCode in firestore.rules').toBe(trackingCodeRulePattern);
  });

  it('whose character class is the alphabet, in every position', () => {
    for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') {
      for (const code of [`R-${char}222-22`, `R-222${char}-22`, `R-2222-${char}2`, `R-2222-2${char}`]) {
        expect(isTrackingCode(code), code).toBe(trackingAlphabet.includes(char));
      }
    }
    expect(isTrackingCode('R-2222-222')).toBe(false);
    expect(isTrackingCode('r-2222-22')).toBe(false);
  });
});
