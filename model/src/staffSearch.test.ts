import { describe, expect, it } from 'vitest';
import { searchKeyOf, staffNameKey } from './staffSearch.ts';

describe('staff search key', () => {
  it('ignores case, accents and spacing in Latin names', () => {
    expect(staffNameKey('  María   SANTOS ')).toBe('maria santos');
    expect(searchKeyOf('mar')).toBe(staffNameKey('María Santos').slice(0, 3));
  });
  it('unifies Arabic spelling variants, marks and digits', () => {
    expect(staffNameKey('فاطِمة أحمد')).toBe('فاطمه احمد');
    expect(searchKeyOf('فاطمه')).toBe('فاطمه');
    expect(staffNameKey('إيمـــان')).toBe('ايمان');
    expect(searchKeyOf('٠١٢')).toBe('012');
  });
});
