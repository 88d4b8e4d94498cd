import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isNullOrPhone, isPhone, phoneMaxLength, phoneRulePattern } from './phone.ts';

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

/** The body of `function isPhone(value) { ... }` in firestore.rules. */
function rulesIsPhone(): string {
  const match = /function isPhone\(value\) \{([\s\S]*?)\n {4}\}/.exec(rules);
  if (!match) throw new Error('firestore.rules has no isPhone function');
  return match[1]!;
}

const good = ['0501234567', '+966501234567', '+966 50 123 4567', '+966 (50) 123-4567', '(011) 456-7890', '1234567'];
const bad = ['+', '(', '()', '+()', '--', '+ ', ' 0501234567', '0501234567 ', 'phone', '123456', '-0501234567'];
const tooLong = '+966 50 123 4567 ' + '1 '.repeat(7) + '1';

describe('the phone rule', () => {
  it('accepts real numbers and refuses signs without digits', () => {
    for (const value of good) expect(isPhone(value), value).toBe(true);
    for (const value of bad) expect(isPhone(value), value).toBe(false);
    expect(isPhone('1'.repeat(16)), 'more than 15 digits').toBe(false);
    expect(tooLong.length).toBeGreaterThan(phoneMaxLength);
    expect(isPhone(tooLong)).toBe(false);
    expect(isPhone(42)).toBe(false);
    expect(isNullOrPhone(null)).toBe(true);
    expect(isNullOrPhone('+')).toBe(false);
  });

  it('is the pattern and the length firestore.rules check (isPhone)', () => {
    const body = rulesIsPhone();
    const patterns = [...body.matchAll(/matches\('([^']*)'\)/g)].map((match) => match[1]);
    expect(patterns).toEqual([phoneRulePattern]);
    expect(body).toContain(`value.size() <= ${phoneMaxLength}`);
  });
});
