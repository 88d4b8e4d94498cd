import { describe, expect, it } from 'vitest';
import { countingReads, readsOf } from './readCount';

describe('readsOf', () => {
  it('bills a query its documents, at least one, and a missing document one', () => {
    expect(readsOf([{}, {}, {}])).toBe(3);
    expect(readsOf([])).toBe(1);
    expect(readsOf(undefined)).toBe(1);
    expect(readsOf(null)).toBe(1);
    expect(readsOf({ whatsappNumber: '1' })).toBe(1);
  });

  it('bills a staff list page its documents plus the count per 1,000 entries', () => {
    expect(readsOf({ read: 13, total: 4321 })).toBe(13 + 5);
    expect(readsOf({ read: 0, total: 0 })).toBe(1 + 1);
    expect(readsOf({ read: 40, total: null })).toBe(40);
  });
});

describe('countingReads', () => {
  it('adds each answer to the counter and passes the answer through', async () => {
    const counter = { reads: 0 };
    const source = countingReads({ list: async () => [1, 2], one: async (id: string) => ({ id }) }, counter);
    expect(await source.list()).toEqual([1, 2]);
    expect(await source.one('x')).toEqual({ id: 'x' });
    expect(counter.reads).toBe(3);
  });
});
