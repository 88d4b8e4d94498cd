import { describe, expect, it } from 'vitest';
import { callerAddress, callerKey, guessKeys, perCallerGuessLimit, perCodeGuessLimit } from './guessKeys';

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

describe('callerKey', () => {
  it('keys an IPv4 caller on its address, also written as IPv4-mapped IPv6', () => {
    expect(callerKey('203.0.113.9')).toBe('203.0.113.9');
    expect(callerKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(callerKey('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('keys an IPv6 caller on its /64, however the address is written', () => {
    const home = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
      '[2001:db8:1:2:aaaa::9]',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:1:2::7'),
    ])
      expect(callerKey(address), address).toBe(home);
    expect(callerKey('2001:db8:1:3::1')).not.toBe(home);
    expect(callerKey('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(callerKey('unknown')).toBe('unknown');
    expect(callerKey('2001:db8::1::2')).toBe('2001:db8::1::2');
  });
});

describe('guessKeys', () => {
  it('counts a lookup against the caller and the code, hashed, and against nothing shared by everyone', () => {
    const keys = guessKeys('203.0.113.9', 'R-AB12-CD');
    expect(keys.map((key) => key.limit)).toEqual([perCallerGuessLimit, perCodeGuessLimit]);
    expect(perCodeGuessLimit).toBe(10);
    for (const key of keys) {
      expect(key.id).toMatch(/^track-(ip|code)-[0-9a-f]{32}$/);
      expect(key.id).not.toContain('203.0.113.9');
      expect(key.id).not.toContain('AB12');
    }
  });

  it('gives every address of one IPv6 /64 the same caller window', () => {
    const a = guessKeys('2001:db8:1:2::1', 'R-AB12-CD')[0];
    const b = guessKeys('2001:db8:1:2:dead:beef:0:1', 'R-ZZ99-ZZ')[0];
    expect(a).toEqual(b);
    expect(guessKeys('2001:db8:1:3::1', 'R-AB12-CD')[0]).not.toEqual(a);
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
