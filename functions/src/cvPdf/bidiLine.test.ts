import { describe, expect, it } from 'vitest';
import { bidiLevels, mirroredReverse, visualRuns } from './bidiLine';

const drawn = (text: string, base: 'ltr' | 'rtl') =>
  visualRuns(text, base).map((run) => (run.rtl ? `<${run.text}>` : run.text));

describe('visualRuns', () => {
  it('keeps a left-to-right line as it is', () => {
    expect(drawn('Age 32 years', 'ltr')).toEqual(['Age 32 years']);
  });

  it('puts an Arabic sentence right to left with its numbers left to right inside it', () => {
    // "5 years of experience": the first word is drawn rightmost, the number left to right in the middle.
    expect(drawn('خبرة 5 سنوات', 'rtl')).toEqual(['< سنوات>', '5', '<خبرة >']);
  });

  it('keeps a date, a price and a reference code whole inside Arabic text', () => {
    expect(drawn('متاحة من 27/11/2026', 'rtl')).toEqual(['27/11/2026', '<متاحة من >']);
    expect(drawn('الرقم MD-0101', 'rtl')).toEqual(['MD-0101', '<الرقم >']);
    expect(drawn('1,500.00 ريال', 'rtl')).toEqual(['< ريال>', '1,500.00']);
  });

  it('orders an Arabic phrase inside English text right to left', () => {
    expect(drawn('Name: فاطمة علي, MD-0101', 'ltr')).toEqual(['Name: ', '<فاطمة علي>', ', MD-0101']);
  });

  it('drops direction marks and lets them separate the parts of a date', () => {
    const runs = visualRuns('27\u200F/11\u200F/2026', 'rtl');
    expect(runs.map((run) => run.text).join('')).not.toMatch(/\u200F/);
    expect(runs.map((run) => run.text)).toEqual(['2026', '/', '11', '/', '27']);
  });

  it('cuts runs where the split function says (a font change)', () => {
    const key = (char: string) => (char === ' ' ? '' : char === '·' ? 'symbol' : 'text');
    const runs = visualRuns('ab ·cd', 'ltr', key);
    expect(runs.map((run) => [run.text, run.key])).toEqual([
      ['ab ', 'text'],
      ['·', 'symbol'],
      ['cd', 'text'],
    ]);
  });
});

describe('bidiLevels', () => {
  it('gives Arabic letters level 1 and numbers level 2 in right-to-left text', () => {
    expect(bidiLevels('عمر 32', 'rtl')).toEqual([1, 1, 1, 1, 2, 2]);
  });
});

describe('mirroredReverse', () => {
  it('reverses the characters and mirrors the brackets', () => {
    expect(mirroredReverse('(ab)')).toEqual('(ba)');
    expect(mirroredReverse('x (')).toEqual(') x');
  });
});
