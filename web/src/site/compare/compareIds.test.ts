import { describe, expect, it } from 'vitest';
import { compareIdsFromSearch, comparePath } from './compareIds';

describe('compare address', () => {
  it('reads well-formed codes once, in order, any case, at most four', () => {
    expect(compareIdsFromSearch('?ids=md-0101, CL-0102,MD-0101,xx,NN-0103&ids=DR-0105,TR-0110')).toEqual([
      'MD-0101',
      'CL-0102',
      'NN-0103',
      'DR-0105',
    ]);
    expect(compareIdsFromSearch('')).toEqual([]);
    expect(compareIdsFromSearch('?ids=%3Cscript%3E')).toEqual([]);
  });

  it('writes the first four codes', () => {
    expect(comparePath(['MD-0101', 'CL-0102'])).toBe('/compare?ids=MD-0101,CL-0102');
    expect(comparePath(['A', 'B', 'C', 'D', 'E'])).toBe('/compare?ids=A,B,C,D');
    expect(comparePath([])).toBe('/compare');
  });
});
