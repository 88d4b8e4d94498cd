import { describe, expect, it } from 'vitest';
import { matchesText, searchMax, searchOf, withParam } from './tableAddress';

describe('table address', () => {
  it('reads the search, cut to its longest', () => {
    expect(searchOf(new URLSearchParams('q=Maria'))).toBe('Maria');
    expect(searchOf(new URLSearchParams(''))).toBe('');
    expect(searchOf(new URLSearchParams(`q=${'x'.repeat(300)}`))).toHaveLength(searchMax);
  });

  it('writes a value, drops an empty one and resets the named parameters', () => {
    const base = new URLSearchParams('status=new&page=3&q=old');
    expect(withParam(base, 'q', ' MD-0142 ', ['page']).toString()).toBe('status=new&q=MD-0142');
    expect(withParam(base, 'q', '   ').toString()).toBe('status=new&page=3');
    expect(withParam(base, 'open', null).toString()).toBe('status=new&page=3&q=old');
    expect(withParam(base, 'open', 'abc').get('open')).toBe('abc');
    // The original is untouched.
    expect(base.toString()).toBe('status=new&page=3&q=old');
  });

  it('matches text in any field, ignoring case and empty fields', () => {
    expect(matchesText(['Maria', null, 'HS-7K2'], 'hs-7k')).toBe(true);
    expect(matchesText(['Maria', undefined], 'ahmed')).toBe(false);
    expect(matchesText([], '  ')).toBe(true);
  });
});
