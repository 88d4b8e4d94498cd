import { describe, expect, it } from 'vitest';
import { hiddenColumnsFrom, hiddenColumnsValue } from './staffColumns';

describe('staff column chooser', () => {
  it('stores the hidden columns and reads them back, ignoring the unknown', () => {
    const stored = hiddenColumnsValue(['refCode', 'status', 'name']);
    expect(hiddenColumnsFrom(stored)).toEqual(['type', 'country', 'experience', 'transferable']);
    expect(hiddenColumnsFrom('["country","bogus"]')).toEqual(['country']);
    expect(hiddenColumnsFrom('not json')).toEqual([]);
    expect(hiddenColumnsFrom(null)).toEqual([]);
  });
});
