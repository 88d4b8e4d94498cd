import { describe, expect, it } from 'vitest';
import { cleanViewName, savedViewFromStored, viewQueryOf } from './adminViews.ts';

describe('saved views', () => {
  it('keep the filters, not the page or the open drawer', () => {
    expect(viewQueryOf('?status=pending&country=PH&page=3&open=abc&sort=-updatedAt')).toBe(
      '?status=pending&country=PH&sort=-updatedAt',
    );
    expect(viewQueryOf('?page=2')).toBe('');
    expect(viewQueryOf(`?q=${'x'.repeat(600)}`)).toBeNull();
  });
  it('need a name of 1 to 60 characters', () => {
    expect(cleanViewName('  Pending   maids ')).toBe('Pending maids');
    expect(cleanViewName('   ')).toBeNull();
    expect(cleanViewName('x'.repeat(61))).toBeNull();
  });
  it('read stored views defensively', () => {
    expect(savedViewFromStored('v', { name: 'A', page: 'staff', query: '?status=active' })).toEqual({
      id: 'v',
      name: 'A',
      page: 'staff',
      query: '?status=active',
    });
    expect(savedViewFromStored('v', { name: 'A', page: 'media', query: '' })).toBeNull();
    expect(savedViewFromStored('v', { name: 'A', page: 'staff', query: 'https://evil' })).toBeNull();
  });
});
