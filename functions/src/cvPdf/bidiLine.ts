/**
 * The visual order of one line of the CV document (docs/decisions/032-cv-pdf.md): a small subset of the
 * Unicode bidirectional algorithm, enough for the site's own texts (Arabic and Latin words, numbers, dates,
 * reference codes, punctuation). pdfkit lays text out left to right; fontkit shapes an Arabic run (joining,
 * lam-alef) and puts its glyphs right to left, but leaves the order of the runs in a mixed line, and of the
 * numbers inside an Arabic sentence, to the caller: this file. Pure, unit tested.
 */

export type Direction = 'ltr' | 'rtl';

/** A piece of the line drawn in one go: its characters in reading (logical) order, and its direction. */
export interface BidiRun {
  text: string;
  rtl: boolean;
  /** What `split` said of the run's characters (e.g. its font). */
  key: string;
  /** Position of the run's first character in the line (reading order). */
  start: number;
}

type Kind = 'R' | 'L' | 'N' | 'S' | 'W';

const arabicLetter = /[\u0600-\u065F\u066A-\u06EF\u06FA-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const digit = /[0-9\u0660-\u0669\u06F0-\u06F9]/u;
/** Characters that stay inside a number when a digit follows (1,500.00; 27/11/2026; 10:30; MD-0101). */
const numberSeparator = /[.,:/\-\u066B\u066C]/u;
const letter = /\p{L}|\p{M}/u;
/** Direction marks: they steer the order and are not drawn. */
const marks = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/gu;

function kindOf(char: string): Kind {
  if (char === '\u200F' || char === '\u061C') return 'R';
  if (char === '\u200E') return 'L';
  if (arabicLetter.test(char)) return 'R';
  if (digit.test(char)) return 'N';
  if (numberSeparator.test(char)) return 'S';
  if (letter.test(char)) return 'L';
  return 'W';
}

const mirrors: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '«': '»',
  '»': '«',
  '<': '>',
  '>': '<',
};

/** A right-to-left piece's characters as they are drawn left to right: reversed, brackets mirrored. */
export function mirroredReverse(text: string): string {
  return [...text]
    .reverse()
    .map((char) => mirrors[char] ?? char)
    .join('');
}

/**
 * The embedding level of each character: 0 left to right, 1 right to left, 2 a left-to-right piece (Latin
 * words, numbers) inside right-to-left text.
 */
export function bidiLevels(text: string, base: Direction): number[] {
  const chars = [...text];
  const kinds = chars.map(kindOf);
  // A separator between two digits is part of the number.
  for (let i = 1; i < kinds.length - 1; i += 1)
    if (kinds[i] === 'S' && kinds[i - 1] === 'N' && kinds[i + 1] === 'N') kinds[i] = 'N';
  // Numbers follow the last strong letter for the neutrals around them (UBA W7 / N1): after a Latin letter
  // (or at the start of left-to-right text) they are L, else they act as R.
  let strong: 'L' | 'R' = base === 'rtl' ? 'R' : 'L';
  const direction: Array<'L' | 'R' | null> = kinds.map((kind) => {
    if (kind === 'L' || kind === 'R') strong = kind;
    if (kind === 'L' || kind === 'R') return kind;
    if (kind === 'N') return strong;
    return null;
  });
  const levelOf = (dir: 'L' | 'R', isNumber: boolean): number => {
    if (base === 'rtl') return dir === 'R' && !isNumber ? 1 : 2;
    return dir === 'L' ? 0 : isNumber ? 2 : 1;
  };
  const baseLevel = base === 'rtl' ? 1 : 0;
  const levels = kinds.map((kind, i) => (direction[i] ? levelOf(direction[i]!, kind === 'N') : -1));
  // Neutrals: the direction of the strong characters on both sides when they agree (numbers count as R unless
  // they follow a Latin letter), else the paragraph's.
  for (let i = 0; i < levels.length; i += 1) {
    if (levels[i] !== -1) continue;
    let end = i;
    while (end < levels.length && levels[end] === -1) end += 1;
    const before = i > 0 ? direction[i - 1] : base === 'rtl' ? 'R' : 'L';
    const after = end < levels.length ? direction[end] : base === 'rtl' ? 'R' : 'L';
    const level = before === after ? (before === 'R' ? 1 : base === 'rtl' ? 2 : 0) : baseLevel;
    for (let j = i; j < end; j += 1) levels[j] = level;
    i = end - 1;
  }
  return levels;
}

/**
 * The line's runs in drawing order (left to right on the page), each run in reading order; direction marks
 * dropped. `split` may cut a run further (e.g. where the font changes): a character whose key differs from
 * the run's starts a new run; an empty key (a space) joins the run before it.
 */
export function visualRuns(text: string, base: Direction, split: (char: string) => string = () => ''): BidiRun[] {
  const chars = [...text];
  const levels = bidiLevels(text, base);
  const runs: Array<BidiRun & { level: number }> = [];
  chars.forEach((char, index) => {
    if (char.match(marks)) return;
    const level = levels[index]!;
    const key = split(char);
    const last = runs[runs.length - 1];
    if (last && last.level === level && (key === '' || last.key === key || last.key === '')) {
      last.text += char;
      if (last.key === '') last.key = key;
    } else runs.push({ text: char, rtl: level % 2 === 1, key, start: index, level });
  });
  // UBA L2: from the highest level down to 1, reverse every sequence of runs at that level or higher.
  const highest = Math.max(0, ...runs.map((run) => run.level));
  for (let level = highest; level >= 1; level -= 1) {
    for (let i = 0; i < runs.length; i += 1) {
      if (runs[i]!.level < level) continue;
      let end = i;
      while (end < runs.length && runs[end]!.level >= level) end += 1;
      runs.splice(i, end - i, ...runs.slice(i, end).reverse());
      i = end;
    }
  }
  return runs.map(({ text: runText, rtl, key, start }) => ({ text: runText, rtl, key, start }));
}
