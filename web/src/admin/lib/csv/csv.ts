/**
 * CSV for the admin's exports and imports (RFC 4180: comma separated, CRLF lines, fields with a
 * comma, quote or line break in double quotes, quotes doubled). Pure; no DOM.
 *
 * Exports start with a UTF-8 byte order mark, so Excel opens Arabic text as UTF-8 instead of the
 * system code page. A cell that starts with = + - @ (or a tab / carriage return) is a formula to
 * Excel and LibreOffice, which would run it when the file is opened (CSV injection): such cells are
 * written with a leading apostrophe, which spreadsheets show as text. `parseCsv` removes that
 * apostrophe again, so an exported file imports unchanged.
 */

export const utf8Bom = '\uFEFF';

export type CsvCell = string | number | boolean | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;
const guardedFormula = /^'[=+\-@\t\r]/;

/** A cell made safe for spreadsheets: formula-looking text gets a leading apostrophe. */
export function neutraliseFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/** One cell as CSV text: formula guard, then quotes when needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = neutraliseFormula(typeof value === 'string' ? value : String(value));
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: BOM, header row, rows, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${utf8Bom}${lines.join('\r\n')}\r\n`;
}

export class CsvParseError extends Error {
  constructor(
    readonly reason: 'unclosedQuote' | 'strayQuote',
    readonly line: number,
  ) {
    super(`CSV ${reason} on line ${line}`);
    this.name = 'CsvParseError';
  }
}

/**
 * Parses CSV text into rows of cells: a leading BOM is dropped, CRLF/LF/CR line ends, quoted cells
 * with commas, quotes and line breaks, the export's formula apostrophe removed, blank lines skipped.
 * Also reads semicolon-separated files (Excel in many locales saves those) when the first line has
 * semicolons and no commas. Throws CsvParseError for an unclosed or stray quote.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(utf8Bom) ? text.slice(1) : text;
  const firstLine = source.slice(0, source.search(/\r|\n|$/));
  const separator = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  let line = 1;
  let quoteLine = 1;
  const endCell = () => {
    row.push(guardedFormula.test(cell) ? cell.slice(1) : cell);
    cell = '';
    wasQuoted = false;
  };
  const endRow = () => {
    endCell();
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && source[i + 1] !== '\n')) line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"') {
      if (cell !== '' || wasQuoted) throw new CsvParseError('strayQuote', line);
      quoted = true;
      wasQuoted = true;
      quoteLine = line;
    } else if (char === separator) endCell();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
    } else if (wasQuoted) {
      throw new CsvParseError('strayQuote', line);
    } else cell += char;
  }
  if (quoted) throw new CsvParseError('unclosedQuote', quoteLine);
  if (cell !== '' || row.length > 0 || wasQuoted) endRow();
  return rows;
}

/** Rows as records keyed by the header (trimmed); extra cells are ignored, missing ones are ''. */
export function csvRecords(rows: readonly (readonly string[])[]): {
  header: string[];
  records: Record<string, string>[];
} {
  const [head = [], ...body] = rows;
  const header = head.map((name) => name.trim());
  const records = body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
  return { header, records };
}
