// The font subsets' character logic (issue 38, decision 031): pure, used by
// scripts/subset-fonts.mjs and tests/unit/fontSubset.test.ts.
//
// A face is split in two with unicode-range: a small "core" file holding every character the site's
// texts and the office's data use, and the untouched original declared only for the rest of its range,
// so a rare character still renders (the browser downloads the rest file only for a page that has one).

/**
 * What any Arabic text the office types needs, beyond what today's texts happen to use: the letters
 * (hamza to yeh, with the alef forms and teh marbuta), the harakat and superscript alef, tatweel,
 * Arabic-Indic and Persian digits, the Arabic comma, semicolon, question mark, percent and separators,
 * the letters of Persian and Urdu names (peh, tcheh, jeh, keheh, gaf, farsi yeh), and the joiners and
 * direction marks.
 */
export const baseArabicCodePoints = [
  ...span(0x0621, 0x063a),
  ...span(0x0640, 0x0652),
  0x0670,
  ...span(0x0660, 0x066c),
  ...span(0x06f0, 0x06f9),
  0x060c,
  0x061b,
  0x061f,
  0x067e,
  0x0686,
  0x0698,
  0x06a9,
  0x06af,
  0x06cc,
  ...span(0x200c, 0x200f),
];

/**
 * What any English text needs, beyond what today's texts happen to use: printable ASCII, the no-break
 * space, and the typographer's punctuation (quotes, dashes, ellipsis, bullet, middle dot, multiplication
 * sign, euro, trade mark). Accented letters of a name the office types come from the rest file.
 */
export const baseLatinCodePoints = [
  ...span(0x20, 0x7e),
  0xa0,
  0xb7,
  0xd7,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
  0x20ac,
  0x2122,
];

/**
 * The OpenType features a browser applies by default to Latin and Arabic text (shaping forms, ligatures,
 * contextual alternates, kerning, mark positioning), and the tabular figures the cost tables ask for.
 * The subsets keep these and drop the stylistic sets and alternates no page turns on.
 */
export const keptFeatures = [
  'ccmp',
  'locl',
  'rlig',
  'rclt',
  'calt',
  'clig',
  'liga',
  'kern',
  'mark',
  'mkmk',
  'curs',
  'isol',
  'init',
  'medi',
  'med2',
  'fina',
  'fin2',
  'fin3',
  'mset',
  'tnum',
];

function span(from, to) {
  const out = [];
  for (let c = from; c <= to; c += 1) out.push(c);
  return out;
}

/** `U+0600-06FF, U+200C` → [[0x600, 0x6ff], [0x200c, 0x200c]] (sorted, merged). */
export function parseUnicodeRange(text) {
  const ranges = [];
  for (const part of text.split(',')) {
    const m = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!m) throw new Error(`Not a unicode-range part: "${part}"`);
    const from = parseInt(m[1], 16);
    ranges.push([from, m[2] ? parseInt(m[2], 16) : from]);
  }
  return mergeRanges(ranges);
}

function mergeRanges(ranges) {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out = [];
  for (const [from, to] of sorted) {
    const last = out[out.length - 1];
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/** Sorted, merged ranges from single code points. */
export function rangesOf(codePoints) {
  return mergeRanges([...new Set(codePoints)].map((c) => [c, c]));
}

export function formatUnicodeRange(ranges) {
  const hex = (c) => c.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

export function inRanges(ranges, codePoint) {
  return ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** The parts of `ranges` not covered by `remove`. */
export function subtractRanges(ranges, remove) {
  let out = ranges.map((r) => [...r]);
  for (const [rFrom, rTo] of remove) {
    const next = [];
    for (const [from, to] of out) {
      if (rTo < from || rFrom > to) next.push([from, to]);
      else {
        if (from < rFrom) next.push([from, rFrom - 1]);
        if (to > rTo) next.push([rTo + 1, to]);
      }
    }
    out = next;
  }
  return out;
}

/** Every code point of `texts` inside the face's range, with the base set: the core file's characters. */
export function coreCodePoints(texts, faceRanges, base = baseArabicCodePoints) {
  const found = new Set(base.filter((c) => inRanges(faceRanges, c)));
  const seen = new Set();
  for (const text of texts) {
    for (const ch of text) {
      const c = ch.codePointAt(0);
      if (c >= 0x80) seen.add(c);
    }
  }
  for (const c of seen) if (inRanges(faceRanges, c)) found.add(c);
  return [...found].sort((a, b) => a - b);
}

/** The two faces' ranges: the core's and the rest of the original's. */
export function splitRanges(originalRange, codePoints) {
  const original = parseUnicodeRange(originalRange);
  const core = rangesOf(codePoints.filter((c) => inRanges(original, c)));
  return { core: formatUnicodeRange(core), rest: formatUnicodeRange(subtractRanges(original, core)) };
}
