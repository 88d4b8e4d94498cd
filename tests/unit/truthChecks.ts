// The truth sweep's checks of one page's text (tests/e2e/truth/truthSweep.spec.ts), pure so they are unit tested.
import { adjacentRepeatedWord, type Language } from '@household/model';

export interface TruthInput {
  language: Language;
  /** What a reader gets: the visible text, then the alternative texts and labels (alt, aria-label, title, placeholder). */
  texts: readonly string[];
  /** Latin words that are data, not interface: names of people, brand names the office typed. */
  allowedLatin?: ReadonlySet<string>;
}

/** Removed before the Latin check: e-mail and web addresses, reference and tracking codes, phone numbers. */
const notWords = [
  /\S+@\S+\.\S+/g,
  /\bhttps?:\/\/\S+/g,
  /\b(?:www\.)?[\w-]+(?:\.[\w-]+)*\.(?:com|sa|me|net|org|local|example)\b\S*/g,
  /\b(?:MD|CL|NN|DR|TR)-\d{4}\b/g,
  /\bR-[A-Z0-9]{4}-[A-Z0-9]{2}\b/g,
  // Licence and other office reference numbers: capitals, a dash, digits (HRSD-1010-2026).
  /\b[A-Z]{2,}(?:-[A-Z0-9]+)*-\d+\b/g,
  // Product names the system card shows as they are named.
  /\bCloud Firestore\b|\bCloud Storage for Firebase\b/g,
];

/**
 * Latin words an Arabic page may show: the language switch names English in English; file formats
 * and the https scheme keep their names (تصدير CSV, ملفات PDF, رابط https), as Arabic office software writes them.
 */
export const alwaysAllowedLatin = new Set(['english', 'csv', 'pdf', 'png', 'jpg', 'gif', 'https']);

const emojiFlag = /[\u{1F1E6}-\u{1F1FF}]{2}/u;
/** camelCase tokens (an i18next key or a code shown raw): a lower-case run, then an upper-case letter. */
const camelCase = /\b[a-z]+[A-Z][A-Za-z]*\b/g;
const rawValue = /\b(?:undefined|null|NaN)\b|\{\{|\}\}/g;

/** Every problem of one page, as readable sentences ([] when the page tells the truth in its language). */
export function truthProblems({ language, texts, allowedLatin = new Set() }: TruthInput): string[] {
  const problems: string[] = [];
  for (const text of texts) {
    if (!text.trim()) continue;
    const flag = emojiFlag.exec(text);
    if (flag) problems.push(`emoji flag ${flag[0]} in "${excerpt(text, flag.index)}"`);
    let cleaned = text;
    for (const pattern of notWords) cleaned = cleaned.replace(pattern, ' ');
    // The first camelCase token that is not allowed data (a CSV file's column names, shown as the file has them).
    const camel = [...cleaned.matchAll(camelCase)].find((match) => !allowedLatin.has(match[0].toLowerCase()));
    if (camel) problems.push(`raw code "${camel[0]}" in "${excerpt(cleaned, camel.index)}"`);
    for (const raw of cleaned.matchAll(rawValue))
      problems.push(`raw value "${raw[0]}" in "${excerpt(cleaned, raw.index)}"`);
    // A table's cells reach the check as one line with tabs between them (innerText): a word is repeated within
    // one cell or line, not across two cells (a subject ending in "1" beside a date "1 Dec 2026").
    for (const line of cleaned.split(/[\n\t]/)) {
      const repeated = adjacentRepeatedWord(line);
      if (repeated) problems.push(`"${repeated}" twice in a row in "${line.trim().slice(0, 120)}"`);
    }
    if (language === 'ar') {
      for (const match of cleaned.matchAll(/[A-Za-z][A-Za-z'’]*/g)) {
        const word = match[0];
        const lower = word.toLowerCase();
        if (allowedLatin.has(lower) || alwaysAllowedLatin.has(lower)) continue;
        // A long text the page shortens ("… quick fol…", the activity log's before and after): the cut word is
        // allowed data when an allowed word begins with it.
        if (
          cleaned[match.index + word.length] === '…' &&
          [...allowedLatin].some((allowed) => allowed.startsWith(lower))
        )
          continue;
        problems.push(`Latin word "${word}" on an Arabic page in "${excerpt(cleaned, match.index)}"`);
      }
    }
  }
  return [...new Set(problems)];
}

/** The Latin words of some data (names), lower case, for `allowedLatin`; with a name's initials (avatars show them). */
export function latinWordsOf(values: Iterable<unknown>): Set<string> {
  const words = new Set<string>();
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const found = value.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
    for (const word of found) words.add(word.toLowerCase());
    // Avatars show initials: the first letter of the first and the last word (web/src/site/staff/links.ts
    // initialsOf; words split at spaces, so "Csv x4y" ends in "x").
    const parts = value.trim().split(/\s+/).filter(Boolean);
    const first = parts[0]?.[0]?.toLowerCase();
    const last = parts[parts.length - 1]?.[0]?.toLowerCase();
    if (first && /[a-z]/.test(first)) words.add(first).add(`${first}${last ?? ''}`);
    const initials = found.map((word) => word[0]!.toLowerCase());
    if (initials.length > 1) words.add(initials.slice(0, 2).join(''));
  }
  return words;
}

function excerpt(text: string, index: number): string {
  return text
    .slice(Math.max(0, index - 40), index + 40)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Words that state a worker's religion or health (issue 36): sensitive data under the personal data law and
 * preference wording under the advertising rules, so no public page carries them. The office's process text
 * ("medical checks") states no worker's fact and does not match.
 */
const sensitiveFact =
  /\b(?:religions?|religious|muslim|christian|hindu|buddhist|health (?:condition|status|history)|medical (?:condition|history)|disabilit(?:y|ies))\b|(?<![\u0600-\u06FF])(?:(?:ال)?(?:ديانة|مسلمة|مسلم|مسيحية|مسيحي|هندوسية|بوذية)|ديانتها|ديانته|الحالة الصحية|حالتها الصحية|إعاقة)(?![\u0600-\u06FF])/giu;

/** Each religion or health word a reader would find in `texts`, with where. */
export function sensitiveFacts(texts: readonly string[]): string[] {
  const found: string[] = [];
  for (const text of texts)
    for (const match of text.matchAll(sensitiveFact))
      found.push(`"${match[0]}" (religion or health) in "${excerpt(text, match.index)}"`);
  return [...new Set(found)];
}
