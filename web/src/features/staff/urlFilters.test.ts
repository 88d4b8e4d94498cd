import { describe, expect, it } from 'vitest';
import { activeFilterCount, parseLayout, parseMaidsFilters, parseSpecialty, withLayout, withMaidsFilters, withSpecialty } from './urlFilters';

describe('maids filters in the URL', () => {
  it('parses the English country name, type, experience and transfer=true', () => {
    const params = new URLSearchParams('country=Sri%20Lanka&type=Nanny&experience=mid&transfer=true&lang=ar');
    expect(parseMaidsFilters(params)).toEqual({ country: 'LK', type: 'Nanny', experience: 'mid', transferable: true });
  });

  it('ignores unknown values', () => {
    expect(parseMaidsFilters(new URLSearchParams('country=Mars&type=Driver&experience=guru&transfer=yes'))).toEqual({});
  });

  it('round-trips and keeps unrelated parameters', () => {
    const params = withMaidsFilters(new URLSearchParams('lang=ar&view=list&type=Maid'), { country: 'PH', experience: 'senior' });
    expect(params.get('lang')).toBe('ar');
    expect(params.get('view')).toBe('list');
    expect(params.get('type')).toBeNull();
    expect(params.get('country')).toBe('Philippines');
    expect(parseMaidsFilters(params)).toEqual({ country: 'PH', experience: 'senior' });
  });

  it('counts active filters', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ type: 'Maid', transferable: true })).toBe(2);
  });

  it('keeps the layout (grid by default)', () => {
    expect(parseLayout(new URLSearchParams())).toBe('grid');
    expect(parseLayout(withLayout(new URLSearchParams(), 'list'))).toBe('list');
    expect(withLayout(new URLSearchParams('view=list'), 'grid').has('view')).toBe(false);
  });

  it('parses the drivers specialty', () => {
    expect(parseSpecialty(new URLSearchParams('specialty=vip'))).toBe('vip');
    expect(parseSpecialty(new URLSearchParams('specialty=rally'))).toBeUndefined();
    expect(withSpecialty(new URLSearchParams('specialty=vip'), undefined).has('specialty')).toBe(false);
  });
});
