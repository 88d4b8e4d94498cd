import { describe, expect, it } from 'vitest';
import { callerAddress, globalGuessLimit, guessKeys, perCallerGuessLimit, perCodeGuessLimit } from './guessKeys';

describe('callerAddress', () => {
  it('takes the entry Google front end appended (right-most), never the caller-written left ones', () => {
    expect(callerAddress('203.0.113.9', '10.0.0.1')).toBe('203.0.113.9');
    expect(callerAddress('1.2.3.4, 5.6.7.8, 203.0.113.9', '10.0.0.1')).toBe('203.0.113.9');
    expect(callerAddress(['1.2.3.4', ' 203.0.113.9 '], undefined)).toBe('203.0.113.9');
  });

  it('a forged left-most entry does not change the key', () => {
    const real = guessKeys(callerAddress('198.51.100.7', undefined), 'R-AAAA-11')[0];
    for (const forged of ['1.1.1.1, 198.51.100.7', '2.2.2.2,3.3.3.3, 198.51.100.7'])
      expect(guessKeys(callerAddress(forged, undefined), 'R-AAAA-11')[0]).toEqual(real);
  });

  it('falls back to the socket address, then to one shared key', () => {
    expect(callerAddress(undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(callerAddress(' , ', '::1')).toBe('::1');
    expect(callerAddress(undefined, undefined)).toBe('unknown');
  });
});

describe('guessKeys', () => {
  it('counts a lookup against the address, the code and the global budget, hashed', () => {
    const keys = guessKeys('203.0.113.9', 'R-AB12-CD');
    expect(keys.map((key) => key.limit)).toEqual([perCallerGuessLimit, perCodeGuessLimit, globalGuessLimit]);
    expect(keys[2]!.id).toBe('track-global');
    for (const key of keys) {
      expect(key.id).toMatch(/^track-[a-z]+(-[0-9a-f]{32})?$/);
      expect(key.id).not.toContain('203.0.113.9');
      expect(key.id).not.toContain('AB12');
    }
  });

  it('one code from many addresses shares the code key; one address on many codes shares the address key', () => {
    const a = guessKeys('198.51.100.1', 'R-AB12-CD');
    const b = guessKeys('198.51.100.2', 'R-AB12-CD');
    const c = guessKeys('198.51.100.1', 'R-ZZ99-ZZ');
    expect(a[0]!.id).not.toBe(b[0]!.id);
    expect(a[1]!.id).toBe(b[1]!.id);
    expect(a[0]!.id).toBe(c[0]!.id);
    expect(a[1]!.id).not.toBe(c[1]!.id);
  });
});
