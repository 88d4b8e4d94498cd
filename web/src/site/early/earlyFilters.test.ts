import { describe, expect, it } from 'vitest';
import { filterSearch } from './earlyFilters';

describe('filterSearch (the address an early filter change loads)', () => {
  it('leaves out empty fields and keeps the language', () => {
    expect(
      filterSearch([
        ['lang', 'en'],
        ['type', 'Nanny'],
        ['country', ''],
        ['experience', ''],
      ]),
    ).toBe('?lang=en&type=Nanny');
  });

  it('writes the combined select as the app does: skill= or speaks=', () => {
    expect(
      filterSearch([
        ['lang', 'ar'],
        ['filter', 'skill:cooking'],
      ]),
    ).toBe('?lang=ar&skill=cooking');
    expect(filterSearch([['filter', 'language:en']])).toBe('?speaks=en');
    expect(filterSearch([['filter', 'nonsense']])).toBe('');
  });

  it('keeps a country name with spaces and the transfer box', () => {
    expect(
      filterSearch([
        ['country', 'Sri Lanka'],
        ['transfer', 'true'],
      ]),
    ).toBe('?country=Sri+Lanka&transfer=true');
  });
});
