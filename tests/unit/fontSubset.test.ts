// The font subsets (issue 38, decision 031): the committed core files are small, cover every Arabic and
// Latin character the site's texts and the demo data use, and the two faces' ranges split the original
// range without a gap, so a rare character still renders from the original file.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  baseLatinCodePoints,
  coreCodePoints,
  formatUnicodeRange,
  inRanges,
  parseUnicodeRange,
  splitRanges,
  subtractRanges,
  type CodeRanges as Ranges,
} from '../../scripts/lib/fontSubset.mjs';
// @ts-expect-error: a plain .mjs module without types
import { originalArabicRange, originalLatinRange, siteTexts } from '../../scripts/subset-fonts.mjs';
import { arabicCoreRange, arabicRestRange } from '../../web/src/styles/arabicFontRanges.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fonts = path.join(root, 'web/src/styles/fonts');
const original = (weight: number) =>
  path.join(
    root,
    `node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
  );
const originalInter = (weight: number) =>
  path.join(root, `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff2`);
const report = () => JSON.parse(readFileSync(path.join(fonts, 'subset-report.json'), 'utf8'));
/** The @font-face blocks of a generated stylesheet: weight, file and range. */
const faces = (file: string) =>
  readFileSync(path.join(root, 'web/src/styles', file), 'utf8')
    .split('@font-face')
    .slice(1)
    .map((face) => ({
      weight: Number(/font-weight:\s*(\d+)/.exec(face)?.[1]),
      src: /url\('([^']+)'\)/.exec(face)?.[1],
      range: /unicode-range:([^;]+);/.exec(face)?.[1]?.replace(/\s+/g, ' ').trim(),
      display: /font-display:\s*(\w+)/.exec(face)?.[1],
    }));

describe('unicode ranges', () => {
  it('parses, merges and formats', () => {
    const ranges: Ranges = parseUnicodeRange('U+0628, U+0600-0627, U+200C');
    expect(ranges).toEqual([
      [0x600, 0x628],
      [0x200c, 0x200c],
    ]);
    expect(formatUnicodeRange(ranges)).toBe('U+0600-0628, U+200C');
    expect(() => parseUnicodeRange('U+06ZZ')).toThrow();
  });

  it('subtracts the middle, the edges and single points', () => {
    expect(
      subtractRanges(
        [[0x600, 0x6ff]],
        [
          [0x600, 0x600],
          [0x650, 0x660],
          [0x6ff, 0x6ff],
        ],
      ),
    ).toEqual([
      [0x601, 0x64f],
      [0x661, 0x6fe],
    ]);
  });

  it('splits a range into a core and a rest that together are the original and do not overlap', () => {
    const { core, rest } = splitRanges('U+0600-06FF, U+FB50-FDFF', [0x627, 0x628, 0x700]);
    expect(core).toBe('U+0627-0628');
    expect(rest).toBe('U+0600-0626, U+0629-06FF, U+FB50-FDFF');
  });

  it('keeps the base letters even when no text uses them, and only characters of the face', () => {
    const face: Ranges = parseUnicodeRange('U+0600-06FF');
    const points: number[] = coreCodePoints(['Hello ڭ'], face);
    expect(points).toContain(0x6ad); // from the text
    expect(points).toContain(0x628); // a base letter
    expect(points).not.toContain('H'.codePointAt(0));
  });
});

describe('the committed Arabic subset', () => {
  const [core400, rest400, ...others] = faces('arabicFonts.css');
  const core: Ranges = parseUnicodeRange(arabicCoreRange);
  const rest: Ranges = parseUnicodeRange(arabicRestRange);

  it('declares the Arabic 400 as the core file and the original for the rest, all optional (the 600 faces are late)', () => {
    expect([core400, rest400].map((face) => [face?.weight, face?.src, face?.display])).toEqual([
      [400, './fonts/ibm-plex-sans-arabic-core-400.woff2', 'optional'],
      [400, '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2', 'optional'],
    ]);
    expect(others).toEqual([]);
  });

  it('covers every Arabic character of the site texts and the demo data (else: node scripts/subset-fonts.mjs)', () => {
    const needed: number[] = coreCodePoints(siteTexts(), parseUnicodeRange(originalArabicRange));
    const missing = needed.filter((c) => !inRanges(core, c)).map((c) => `U+${c.toString(16)}`);
    expect(missing).toEqual([]);
  });

  it('the core and the rest split the original range without gap or overlap', () => {
    expect(formatUnicodeRange(parseUnicodeRange(`${arabicCoreRange}, ${arabicRestRange}`))).toBe(
      formatUnicodeRange(parseUnicodeRange(originalArabicRange)),
    );
    for (const [from, to] of core) {
      expect(inRanges(rest, from) || inRanges(rest, to)).toBe(false);
    }
  });

  it.each([400, 600])('the %i core file is at most 20 KB and under half the original', (weight) => {
    const bytes = statSync(path.join(fonts, `ibm-plex-sans-arabic-core-${weight}.woff2`)).size;
    expect(bytes).toBeLessThanOrEqual(20 * 1024);
    expect(bytes).toBeLessThan(statSync(original(weight)).size / 2);
    expect(report().arabic.faces[weight].coreBytes).toBe(bytes);
  });

  it('the core file is a WOFF2 font', () => {
    expect(
      readFileSync(path.join(fonts, 'ibm-plex-sans-arabic-core-400.woff2')).subarray(0, 4).toString('latin1'),
    ).toBe('wOF2');
  });
});

describe('the committed Latin subset', () => {
  const [core400, rest400, core600, rest600] = faces('latinFonts.css');

  it('declares Inter 400 and 600, each as the core file and the original for the rest, all optional', () => {
    expect([core400, rest400, core600, rest600].map((face) => [face?.weight, face?.src, face?.display])).toEqual([
      [400, './fonts/inter-core-400.woff2', 'optional'],
      [400, '@fontsource/inter/files/inter-latin-400-normal.woff2', 'optional'],
      [600, './fonts/inter-core-600.woff2', 'optional'],
      [600, '@fontsource/inter/files/inter-latin-600-normal.woff2', 'optional'],
    ]);
    expect(core600?.range).toBe(core400?.range);
    expect(rest600?.range).toBe(rest400?.range);
  });

  it('covers printable ASCII and every Latin character of the site texts and the demo data (else: node scripts/subset-fonts.mjs)', () => {
    const core: Ranges = parseUnicodeRange(core400?.range ?? '');
    const needed: number[] = coreCodePoints(siteTexts(), parseUnicodeRange(originalLatinRange), baseLatinCodePoints);
    expect(needed).toContain('A'.codePointAt(0));
    expect(needed.filter((c) => !inRanges(core, c)).map((c) => `U+${c.toString(16)}`)).toEqual([]);
  });

  it('the core and the rest split the original range without gap or overlap', () => {
    expect(formatUnicodeRange(parseUnicodeRange(`${core400?.range}, ${rest400?.range}`))).toBe(
      formatUnicodeRange(parseUnicodeRange(originalLatinRange)),
    );
    const rest: Ranges = parseUnicodeRange(rest400?.range ?? '');
    for (const [from, to] of parseUnicodeRange(core400?.range ?? ''))
      expect(inRanges(rest, from) || inRanges(rest, to)).toBe(false);
  });

  it.each([400, 600])('the %i core file is at most 14 KB and under 60% of the original', (weight) => {
    const bytes = statSync(path.join(fonts, `inter-core-${weight}.woff2`)).size;
    expect(bytes).toBeLessThanOrEqual(14 * 1024);
    expect(bytes).toBeLessThan(statSync(originalInter(weight)).size * 0.6);
    expect(report().latin.faces[weight].coreBytes).toBe(bytes);
    expect(
      readFileSync(path.join(fonts, `inter-core-${weight}.woff2`))
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('wOF2');
  });
});
