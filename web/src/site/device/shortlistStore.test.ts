import { describe, expect, it } from 'vitest';
import {
  maxShortlist,
  parseShortlist,
  removeFromShortlist,
  serializeShortlist,
  toggleShortlist,
} from './shortlistStore';

describe('parseShortlist', () => {
  it('reads what serializeShortlist wrote', () => {
    expect(parseShortlist(serializeShortlist(['MD-0001', 'DR-0002']))).toEqual(['MD-0001', 'DR-0002']);
  });
  it('drops malformed storage instead of throwing', () => {
    expect(parseShortlist(null)).toEqual([]);
    expect(parseShortlist('not json')).toEqual([]);
    expect(parseShortlist('{"a":1}')).toEqual([]);
    expect(parseShortlist('["MD-0001", 5, "<script>", "MD-0001", "md-0002"]')).toEqual(['MD-0001']);
  });
  it('keeps at most the request limit', () => {
    const many = Array.from({ length: 9 }, (_, i) => `MD-000${i + 1}`);
    expect(parseShortlist(JSON.stringify(many))).toHaveLength(maxShortlist);
  });
});

describe('toggleShortlist', () => {
  it('adds then removes', () => {
    const added = toggleShortlist([], 'MD-0001');
    expect(added).toEqual({ codes: ['MD-0001'], outcome: 'added' });
    expect(toggleShortlist(added.codes, 'MD-0001')).toEqual({ codes: [], outcome: 'removed' });
  });
  it('refuses a sixth worker and keeps the list', () => {
    const full = ['MD-0001', 'MD-0002', 'MD-0003', 'MD-0004', 'MD-0005'];
    expect(toggleShortlist(full, 'DR-0001')).toEqual({ codes: full, outcome: 'full' });
  });
  it('refuses a malformed refCode', () => {
    expect(toggleShortlist(['MD-0001'], '../x')).toEqual({ codes: ['MD-0001'], outcome: 'invalid' });
  });
  it('removes one', () => {
    expect(removeFromShortlist(['MD-0001', 'DR-0002'], 'MD-0001')).toEqual(['DR-0002']);
  });
});
