import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  parseLayout,
  parseMaidsFilters,
  parseSpecialty,
  parseTransferFilters,
  withLayout,
  withMaidsFilters,
  withMaidsType,
  withSpecialty,
  withTransferFilters,
} from './urlFilters';

describe('maids filters in the URL', () => {
  it('parses the English country name, type, experience and transfer=true', () => {
    const params = new URLSearchParams('country=Sri%20Lanka&type=Nanny&experience=mid&transfer=true&lang=ar');
    expect(parseMaidsFilters(params)).toEqual({ country: 'LK', type: 'Nanny', experience: 'mid', transferable: true });
  });

  it('ignores unknown values', () => {
    expect(parseMaidsFilters(new URLSearchParams('country=Mars&type=Driver&experience=guru&transfer=yes'))).toEqual({});
  });

  it('round-trips and keeps unrelated parameters', () => {
    const params = withMaidsFilters(new URLSearchParams('lang=ar&view=list&type=Maid'), {
      country: 'PH',
      experience: 'senior',
    });
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

  it('parses one skill or language on the maids page, against the chosen type’s skills', () => {
    expect(parseMaidsFilters(new URLSearchParams('skill=homework'))).toEqual({
      skillOrLanguage: { kind: 'skill', code: 'homework' },
    });
    expect(parseMaidsFilters(new URLSearchParams('type=Cleaner&skill=homework'))).toEqual({ type: 'Cleaner' });
    expect(parseMaidsFilters(new URLSearchParams('type=Cleaner&speaks=am&country=Ethiopia'))).toEqual({
      type: 'Cleaner',
      country: 'ET',
      skillOrLanguage: { kind: 'language', code: 'am' },
    });
    expect(parseMaidsFilters(new URLSearchParams('skill=vip'))).toEqual({});
  });

  it('writes the skill or language and drops a skill the newly chosen type lacks', () => {
    const params = withMaidsFilters(new URLSearchParams('lang=ar&speaks=en'), {
      skillOrLanguage: { kind: 'skill', code: 'cooking' },
    });
    expect(params.get('skill')).toBe('cooking');
    expect(params.has('speaks')).toBe(false);
    expect(params.get('lang')).toBe('ar');
    expect(withMaidsType({ skillOrLanguage: { kind: 'skill', code: 'cooking' } }, 'Cleaner')).toEqual({
      type: 'Cleaner',
    });
    expect(withMaidsType({ skillOrLanguage: { kind: 'skill', code: 'cooking' } }, 'Nanny')).toEqual({
      type: 'Nanny',
      skillOrLanguage: { kind: 'skill', code: 'cooking' },
    });
    expect(withMaidsType({ type: 'Nanny', skillOrLanguage: { kind: 'language', code: 'en' } }, undefined)).toEqual({
      skillOrLanguage: { kind: 'language', code: 'en' },
    });
    expect(activeFilterCount({ skillOrLanguage: { kind: 'language', code: 'en' } })).toBe(1);
  });

  it('parses and writes the transfer page’s skill or language', () => {
    expect(parseTransferFilters(new URLSearchParams('skill=elderlyCare'))).toEqual({
      skillOrLanguage: { kind: 'skill', code: 'elderlyCare' },
    });
    expect(parseTransferFilters(new URLSearchParams('skill=deepCleaning'))).toEqual({});
    expect(parseTransferFilters(new URLSearchParams('speaks=si'))).toEqual({
      skillOrLanguage: { kind: 'language', code: 'si' },
    });
    const params = withTransferFilters(new URLSearchParams('lang=en&skill=cooking'), {});
    expect(params.toString()).toBe('lang=en');
  });
});
