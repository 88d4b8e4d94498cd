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

  it('joins the repeated skill and language boxes into the canonical comma lists', () => {
    expect(
      filterSearch([
        ['lang', 'ar'],
        ['skills', 'cooking'],
        ['skills', 'childcare'],
        ['languages', 'ar'],
        ['languages', 'en'],
        ['available', 'now'],
      ]),
    ).toBe('?lang=ar&available=now&skills=cooking,childcare&languages=ar,en');
  });

  it('writes the two age fields as one range, Arabic-Indic digits as ASCII, a missing end as 18 or 70', () => {
    expect(
      filterSearch([
        ['ageFrom', '٢٥'],
        ['ageTo', '40'],
      ]),
    ).toBe('?age=25-40');
    expect(filterSearch([['ageFrom', '30']])).toBe('?age=30-70');
    expect(filterSearch([['ageTo', '35']])).toBe('?age=18-35');
  });

  it('reads the old combined select as the lists', () => {
    expect(filterSearch([['filter', 'skill:cooking']])).toBe('?skills=cooking');
    expect(filterSearch([['filter', 'language:en']])).toBe('?languages=en');
    expect(filterSearch([['filter', 'nonsense']])).toBe('');
  });

  it('keeps the country code and the transfer box', () => {
    expect(
      filterSearch([
        ['country', 'LK'],
        ['transfer', 'true'],
      ]),
    ).toBe('?country=LK&transfer=true');
  });
});
