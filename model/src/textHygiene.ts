/**
 * Input hygiene of public text (docs/architecture.md#trust-rules): the same checks as
 * firestore.rules (isCleanLine, isCleanMultiline, isStrictEmail), used by the forms (a reason in
 * the visitor's language) and the functions (mail text). No Firebase imports.
 */

/** Blank or invisible: white space and separators, control characters, format characters (zero-width, BOM, bidi marks). */
const invisible = '[\\p{Z}\\p{Cc}\\p{Cf}\\s]';
const invisibleEdges = new RegExp(`^${invisible}+|${invisible}+$`, 'gu');
/** Control characters and the bidirectional embeddings, overrides and isolates. */
const controlOrBidi = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** Control characters other than tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex
const multilineControl = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/**
 * The e-mail rule: local@domain.tld, dot-separated atoms of letters, digits and _ % + - (local part at most
 * 64 characters), domain labels of letters, digits and inner hyphens, a letter TLD. firestore.rules'
 * `isStrictEmail` uses exactly this string (textHygiene.test.ts reads the rules and checks it; `matches`
 * there is a whole-string match).
 */
export const emailRulePattern =
  '[A-Za-z0-9_%+-]+([.][A-Za-z0-9_%+-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?[.])+[A-Za-z]{2,63}';
const emailPattern = new RegExp(`^(?:${emailRulePattern})$`);

/** The value without leading and trailing blank or invisible characters (inner ones stay). */
export function cleanText(value: string): string {
  return value.replace(invisibleEdges, '');
}

/** True when nothing visible is left once invisible characters are removed. */
export function isBlankText(value: string): boolean {
  return cleanText(value).length === 0;
}

export function hasControlOrBidi(value: string): boolean {
  return controlOrBidi.test(value);
}

export function isStrictEmail(value: string): boolean {
  if (value.length > 254 || !emailPattern.test(value)) return false;
  return (value.split('@')[0] ?? '').length <= 64;
}

/** Why a text is refused; null when it is fine. Checks the cleaned value (what is stored). */
export type TextProblem = 'required' | 'tooLong' | 'control';

/** A single-line field (name, subject): required, at most `max`, no control or bidi character. */
export function singleLineProblem(value: string, max: number): TextProblem | null {
  const clean = cleanText(value);
  if (clean.length === 0) return 'required';
  if (clean.length > max) return 'tooLong';
  if (hasControlOrBidi(clean)) return 'control';
  return null;
}

/** A multi-line field (message): required, at most `max`, line breaks and tabs only as controls. */
export function multilineProblem(value: string, max: number): TextProblem | null {
  const clean = cleanText(value);
  if (clean.length === 0) return 'required';
  if (clean.length > max) return 'tooLong';
  if (multilineControl.test(clean)) return 'control';
  return null;
}

/**
 * One line for a mail header or a `Label: value` row: every control, line or paragraph
 * separator and bidi embedding/override/isolate becomes a space, runs of spaces collapse.
 */
export function oneLine(value: string): string {
  return cleanText(value.replace(/[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]+/gu, ' ').replace(/\s+/g, ' '));
}

/** Words of a text (letters and digits of any script, apostrophes and hyphens inside), lower case. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

/**
 * The first word written twice in a row ("the the", "خبرة خبرة"), or null. Words on either side of
 * punctuation are not in a row ("التنظيف، التنظيف العميق" and "5/5" are fine).
 */
export function adjacentRepeatedWord(text: string): string | null {
  for (const part of text.split(/[,،.;؛:!?؟()/|·•–—]+/)) {
    const words = wordsOf(part);
    for (let i = 1; i < words.length; i += 1) if (words[i] === words[i - 1]) return words[i]!;
  }
  return null;
}

/**
 * The first content word (at least `minLength` letters) a short text uses twice, or null: a link
 * preview or page description says each thing once ("of experience ... of experience", "خبرة ... خبرة").
 */
export function repeatedContentWord(text: string, minLength = 4): string | null {
  const seen = new Set<string>();
  for (const word of wordsOf(text)) {
    if (word.length < minLength || /^\p{N}+$/u.test(word)) continue;
    if (seen.has(word)) return word;
    seen.add(word);
  }
  return null;
}

/** Text or attribute value made safe inside HTML: no tag, attribute or entity can start from it (pages and mails). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
