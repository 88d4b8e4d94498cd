#!/usr/bin/env node
// Writes web/src/lib/hijriTable.ts: the Umm al-Qura calendar's month lengths for 1300-1600 AH as ICU
// (Node's Intl) knows them, so that the site writes a Hijri date without Intl in the browser (web/src/lib/
// hijri.ts says why). web/src/lib/hijri.test.ts compares the result with Intl on every day of the range.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const firstYear = 1300;
const lastYear = 1600;
const dayMs = 86_400_000;
const parts = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
const hijriOf = (epochDay) => {
  const found = Object.fromEntries(
    parts.formatToParts(new Date(epochDay * dayMs + dayMs / 2)).map((part) => [part.type, part.value]),
  );
  return { year: Number.parseInt(found.year, 10), month: Number(found.month), day: Number(found.day) };
};

// 1 Muharram 1300 fell in November 1882: find it, then walk the days to the end of 1600.
let day = Math.floor(Date.UTC(1882, 10, 1) / dayMs);
while (!(hijriOf(day).year === firstYear && hijriOf(day).month === 1 && hijriOf(day).day === 1)) day += 1;
const firstDay = day;
const masks = [];
for (let year = firstYear; year <= lastYear; year += 1) {
  let mask = 0;
  for (let month = 1; month <= 12; month += 1) {
    let length = 0;
    while (hijriOf(day).month === month && hijriOf(day).year === year) {
      length += 1;
      day += 1;
    }
    if (length !== 29 && length !== 30) throw new Error(`${year}/${month} has ${length} days`);
    if (length === 30) mask |= 1 << (month - 1);
  }
  masks.push(mask.toString(16).padStart(3, '0'));
}

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'src', 'lib', 'hijriTable.ts');
writeFileSync(
  out,
  `// Written by scripts/generate-hijri-table.mjs from ICU ${process.versions.icu} (CLDR ${process.versions.cldr}): do not edit.
/** The first year of the table (AH). */
export const umAlQuraFirstYear = ${firstYear};
/** 1 Muharram ${firstYear} as days since 1970-01-01. */
export const umAlQuraFirstDay = ${firstDay};
/** Per year from ${firstYear} to ${lastYear}, three hex digits: bit n set when month n + 1 has 30 days (else 29). */
export const umAlQuraMonths =
${masks
  .join('')
  .match(/.{1,96}/g)
  .map((line) => `  '${line}'`)
  .join(' +\n')};
`,
);
console.log(`Wrote ${path.relative(process.cwd(), out)}: ${masks.length} years from day ${firstDay}`);
