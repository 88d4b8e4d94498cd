import { describe, expect, it } from 'vitest';
import { focusTurn, matchesText, pageShowing, pageWithin, searchMax, searchOf, withParam } from './tableAddress';

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

  it('finds the page that shows a record, and keeps a page within the list', () => {
    const keys = Array.from({ length: 45 }, (_, index) => `R-${index}`);
    expect(pageShowing(keys, 'R-0', 20)).toBe(1);
    expect(pageShowing(keys, 'R-19', 20)).toBe(1);
    expect(pageShowing(keys, 'R-20', 20)).toBe(2);
    expect(pageShowing(keys, 'R-44', 20)).toBe(3);
    expect(pageShowing(keys, 'R-gone', 20)).toBeNull();
    expect(pageWithin(3, 45, 20)).toBe(3);
    expect(pageWithin(3, 25, 20)).toBe(2);
    expect(pageWithin(2, 0, 20)).toBe(1);
    expect(pageWithin(0, 45, 20)).toBe(1);
  });

  it('turns to an opened record when it arrives, follows it while the list moves, then leaves paging to the admin', () => {
    // Nothing opened, or the record not in the list (yet): no turn.
    expect(focusTurn(null, null, null, 1)).toBeNull();
    expect(focusTurn(null, 'R-9', null, 1)).toBeNull();
    // It arrives on page 2: turn there.
    const first = focusTurn(null, 'R-9', 2, 1);
    expect(first).toEqual({ focus: 'R-9', page: 2 });
    // Shown on that page: nothing more to do.
    expect(focusTurn(first, 'R-9', 2, 2)).toBeNull();
    // The page switches its filter to "all" and the record is now on page 3, the admin still on 2: follow it.
    expect(focusTurn(first, 'R-9', 3, 2)).toEqual({ focus: 'R-9', page: 3 });
    // The admin paged to 1 themselves: the list moving no longer turns it.
    expect(focusTurn(first, 'R-9', 3, 1)).toBeNull();
    // Another record opened (a second notification): turn to it.
    expect(focusTurn(first, 'R-4', 1, 1)).toEqual({ focus: 'R-4', page: 1 });
  });
});
