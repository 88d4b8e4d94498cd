import { describe, expect, it } from 'vitest';
import { csvCell, csvRecords, CsvParseError, neutraliseFormula, parseCsv, toCsv, utf8Bom } from './csv';

describe('csvCell', () => {
  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(7)).toBe('7');
    expect(csvCell(false)).toBe('false');
  });

  it('neutralises every formula start (= + - @ tab CR) with an apostrophe', () => {
    for (const bad of ['=1+1', '+966500', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(neutraliseFormula(bad)).toBe(`'${bad}`);
    expect(csvCell('=HYPERLINK("http://evil.test","click")')).toBe('"\'=HYPERLINK(""http://evil.test"",""click"")"');
    expect(neutraliseFormula('a=b')).toBe('a=b');
    expect(neutraliseFormula('')).toBe('');
  });
});

describe('toCsv', () => {
  it('starts with the UTF-8 BOM and ends lines with CRLF', () => {
    const text = toCsv(['a', 'b'], [['1', 'x,y']]);
    expect(text.startsWith(utf8Bom)).toBe(true);
    expect(text).toBe(`${utf8Bom}a,b\r\n1,"x,y"\r\n`);
  });

  it('keeps Arabic text as it is', () => {
    // The Arabic comma (U+060C) is not a separator; an ASCII comma is quoted.
    expect(toCsv(['الاسم'], [['مريم عبدالله، عاملة منزلية'], ['نورة, سائقة']])).toBe(
      `${utf8Bom}الاسم\r\nمريم عبدالله، عاملة منزلية\r\n"نورة, سائقة"\r\n`,
    );
  });
});

describe('parseCsv', () => {
  it('reads back what toCsv writes, formulas included (the apostrophe goes again)', () => {
    const rows = [
      ['ref', 'name', 'note'],
      ['MD-0001', 'مريم "الأولى"', '=cmd|calc'],
      ['MD-0002', 'Two\r\nlines, comma', '+966 500 123 456'],
      ['MD-0003', '', '-'],
    ];
    expect(parseCsv(toCsv(rows[0]!, rows.slice(1)))).toEqual(rows);
  });

  it('drops the BOM, reads LF and CR line ends and skips blank lines', () => {
    expect(parseCsv(`${utf8Bom}a,b\n1,2\n\n3,4\r5,6`)).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });

  it('keeps empty trailing cells', () => {
    expect(parseCsv('a,b,c\n1,,\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', ''],
    ]);
  });

  it('reads semicolon-separated files', () => {
    expect(parseCsv('a;b\n1;"x;y"')).toEqual([
      ['a', 'b'],
      ['1', 'x;y'],
    ]);
  });

  it('refuses an unclosed quote and a stray quote with the line number', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(CsvParseError);
    try {
      parseCsv('a,b\n1,"open\n2,3');
    } catch (error) {
      expect((error as CsvParseError).reason).toBe('unclosedQuote');
      expect((error as CsvParseError).line).toBe(2);
    }
    try {
      parseCsv('a,b\n1,x"y"\n');
    } catch (error) {
      expect((error as CsvParseError).reason).toBe('strayQuote');
      expect((error as CsvParseError).line).toBe(2);
    }
    expect(() => parseCsv('a\n"x"y')).toThrow(CsvParseError);
  });
});

describe('csvRecords', () => {
  it('keys cells by the trimmed header; missing cells are empty', () => {
    expect(csvRecords([[' a ', 'b'], ['1'], ['2', '3', 'extra']])).toEqual({
      header: ['a', 'b'],
      records: [
        { a: '1', b: '' },
        { a: '2', b: '3' },
      ],
    });
  });
});
