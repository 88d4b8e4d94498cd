#!/usr/bin/env node
// node scripts/subset-fonts.mjs: the font faces cut to what the site shows (issue 38, decision 031).
// Reads every text the site and the office's demo data hold (web/src, model/src, tests/fixtures), keeps
// the characters they use plus the base set any text in that script needs (scripts/lib/fontSubset.mjs),
// and writes, all committed:
//   web/src/styles/fonts/ibm-plex-sans-arabic-core-{400,600}.woff2, inter-core-{400,600}.woff2
//                                      the subsets (HarfBuzz via subset-font; the default shaping,
//                                      ligature and kerning features kept, stylistic alternates dropped)
//   web/src/styles/arabicFonts.css     the Arabic 400 faces: core with its range, the original for the rest
//   web/src/styles/arabicFontRanges.ts the ranges for the late Arabic 600 faces (styles/lateFonts.ts)
//   web/src/styles/latinFonts.css      the Inter 400 and 600 faces, core and rest
//   web/src/styles/fonts/subset-report.json  bytes before and after, characters kept
// Run it again after adding texts with new characters: tests/unit/fontSubset.test.ts fails until then.
import { readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as prettier from 'prettier';
import subsetFont from 'subset-font';
import {
  baseArabicCodePoints,
  baseLatinCodePoints,
  coreCodePoints,
  keptFeatures,
  parseUnicodeRange,
  splitRanges,
} from './lib/fontSubset.mjs';
import { root } from './lib/emulatorSetup.mjs';

const require = createRequire(path.join(root, 'web', 'package.json'));

/** @fontsource's range for its "arabic" files (the range fonts.css declared before the split). */
export const originalArabicRange =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, ' +
  'U+FE76-FEFC, U+102E0-102FB, U+10E60-10E7E, U+10EC2-10EC4, U+10EFC-10EFF, U+1EE00-1EE03, U+1EE05-1EE1F, U+1EE21-1EE22, U+1EE24, U+1EE27, U+1EE29-1EE32, ' +
  'U+1EE34-1EE37, U+1EE39, U+1EE3B, U+1EE42, U+1EE47, U+1EE49, U+1EE4B, U+1EE4D-1EE4F, U+1EE51-1EE52, U+1EE54, U+1EE57, U+1EE59, U+1EE5B, U+1EE5D, U+1EE5F, ' +
  'U+1EE61-1EE62, U+1EE64, U+1EE67-1EE6A, U+1EE6C-1EE72, U+1EE74-1EE77, U+1EE79-1EE7C, U+1EE7E, U+1EE80-1EE89, U+1EE8B-1EE9B, U+1EEA1-1EEA3, U+1EEA5-1EEA9, ' +
  'U+1EEAB-1EEBB, U+1EEF0-1EEF1';

/** @fontsource's range for its "latin" files (the range fonts.css declared before the split). */
export const originalLatinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, ' +
  'U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const textFolders = ['web/src', 'model/src', 'tests/fixtures', 'functions/src'];
const textFile = /\.(json|ts|tsx|mjs|html)$/;

/** The texts the core must cover (exported for the test, which checks the committed subset against them). */
export function siteTexts() {
  const texts = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (textFile.test(entry.name)) texts.push(readFileSync(full, 'utf8'));
    }
  };
  for (const folder of textFolders) walk(path.join(root, folder));
  return texts;
}

const stylesDir = path.join(root, 'web', 'src', 'styles');
const fontsDir = path.join(stylesDir, 'fonts');
const weights = [400, 600];

/** The two families: where each comes from, what its core keeps, and how its faces are declared. */
export const families = {
  arabic: {
    family: 'IBM Plex Sans Arabic',
    display: 'optional',
    originalRange: originalArabicRange,
    base: baseArabicCodePoints,
    source: (weight) => `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
    coreName: (weight) => `ibm-plex-sans-arabic-core-${weight}.woff2`,
  },
  latin: {
    family: 'Inter',
    display: 'optional',
    originalRange: originalLatinRange,
    base: baseLatinCodePoints,
    source: (weight) => `@fontsource/inter/files/inter-latin-${weight}-normal.woff2`,
    coreName: (weight) => `inter-core-${weight}.woff2`,
  },
};

async function subsetFamily(spec, texts) {
  const codePoints = coreCodePoints(texts, parseUnicodeRange(spec.originalRange), spec.base);
  const text = String.fromCodePoint(...codePoints);
  const ranges = splitRanges(spec.originalRange, codePoints);
  const report = { characters: codePoints.length, coreRange: ranges.core, faces: {} };
  for (const weight of weights) {
    const sourcePath = require.resolve(spec.source(weight));
    const subset = await subsetFont(readFileSync(sourcePath), text, {
      targetFormat: 'woff2',
      keepFeatures: keptFeatures,
    });
    writeFileSync(path.join(fontsDir, spec.coreName(weight)), subset);
    report.faces[weight] = { originalBytes: statSync(sourcePath).size, coreBytes: subset.length };
  }
  return { ranges, report };
}

const face = (spec, weight, src, range) =>
  `@font-face {\n  font-family: '${spec.family}';\n  font-style: normal;\n  font-display: ${spec.display};\n` +
  `  font-weight: ${weight};\n  src: url('${src}') format('woff2');\n  unicode-range: ${range};\n}\n`;

async function write(file, content) {
  writeFileSync(file, await prettier.format(content, { ...(await prettier.resolveConfig(file)), filepath: file }));
}

async function main() {
  const texts = siteTexts();
  mkdirSync(fontsDir, { recursive: true });
  const arabic = await subsetFamily(families.arabic, texts);
  const latin = await subsetFamily(families.latin, texts);
  writeFileSync(
    path.join(fontsDir, 'subset-report.json'),
    `${JSON.stringify({ arabic: arabic.report, latin: latin.report }, null, 2)}\n`,
  );

  // Both families are `optional` (decision 035): a face that is not there within the browser's short
  // block period is not swapped in for this load (it is cached for the next page), so no text reflows under
  // a visitor's finger and the page is laid out once, not again at each face's arrival (on the Arabic maids
  // list each swap was a full layout of 50-80 ms of a slow phone's main thread).
  const comment = (text) => {
    const lines = [''];
    for (const word of text.split(/\s+/)) {
      if (`${lines.at(-1)} ${word}`.length > 108) lines.push(word);
      else lines[lines.length - 1] = lines.at(-1) ? `${lines.at(-1)} ${word}` : word;
    }
    return `/* ${lines.join('\n   ')} */\n`;
  };
  const header = (family, core, weightsNote = '400 and 600, each') =>
    comment(`Generated by scripts/subset-fonts.mjs (decision 031); do not edit. ${family} ${weightsNote} in two
      files: the core (${core}) and the original for the rest of its range (a rare character), downloaded only by a
      page that has such a character. The faces are \`optional\`: if a face is not there within the browser's short
      block period, the page keeps the system font for this load (the face is cached for the next), so no text
      reflows under a visitor's finger when it arrives and the page is laid out once (decision 035).`);
  const facesOf = (spec, ranges, of = weights) =>
    of
      .map(
        (weight) =>
          `${face(spec, weight, `./fonts/${spec.coreName(weight)}`, ranges.core)}\n${face(spec, weight, spec.source(weight), ranges.rest)}`,
      )
      .join('\n');
  await write(
    path.join(stylesDir, 'arabicFonts.css'),
    header(
      'IBM Plex Sans Arabic',
      "every Arabic character the site's texts and the office's data use",
      '400 (the 600 faces are added after the load of an Arabic page, styles/lateFonts.ts)',
    ) + facesOf(families.arabic, arabic.ranges, [400]),
  );
  await write(
    path.join(stylesDir, 'arabicFontRanges.ts'),
    `// Generated by scripts/subset-fonts.mjs (decision 031); do not edit.\n` +
      `/** The characters of the Arabic core files (fonts/ibm-plex-sans-arabic-core-*.woff2). */\n` +
      `export const arabicCoreRange = '${arabic.ranges.core}';\n` +
      `/** The rest of @fontsource's Arabic range: served by the original files. */\n` +
      `export const arabicRestRange =\n  '${arabic.ranges.rest}';\n`,
  );
  await write(
    path.join(stylesDir, 'latinFonts.css'),
    header(
      'Inter',
      "printable ASCII, the typographer's punctuation and every Latin character the site's texts and the office's data use",
    ) + facesOf(families.latin, latin.ranges),
  );
  for (const [name, { report }] of Object.entries({ Arabic: arabic, Latin: latin }))
    for (const weight of weights) {
      const { originalBytes, coreBytes } = report.faces[weight];
      console.log(`${name} ${weight}: ${originalBytes} -> ${coreBytes} bytes (${report.characters} characters)`);
    }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
