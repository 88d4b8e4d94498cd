import { describe, expect, it } from 'vitest';
import { settleCount } from './staffCount';

describe('settleCount', () => {
  const counting = { key: 'q=page', value: null };

  it('takes the answer for the view on screen', () => {
    expect(settleCount(counting, { key: 'q=page', value: 26 }, 'q=page')).toEqual({ key: 'q=page', value: 26 });
  });

  it('drops a late answer for a view no longer shown (the whole list counted after the search)', () => {
    const searched = { key: 'q=page', value: 26 };
    expect(settleCount(searched, { key: 'all', value: 412 }, 'q=page')).toBe(searched);
    expect(settleCount(counting, { key: 'all', value: 412 }, 'q=page')).toBe(counting);
    expect(settleCount(searched, { key: 'all', value: null, failed: true }, 'q=page')).toBe(searched);
  });

  it('says the count failed, but keeps a total already known for the view', () => {
    expect(settleCount(counting, { key: 'q=page', value: null, failed: true }, 'q=page')).toEqual({
      key: 'q=page',
      value: null,
      failed: true,
    });
    const known = { key: 'q=page', value: 26 };
    expect(settleCount(known, { key: 'q=page', value: null, failed: true }, 'q=page')).toBe(known);
  });
});
