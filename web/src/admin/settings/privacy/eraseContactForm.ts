/**
 * Pure checks of the Privacy card (personal data law: retention period and erasing one person's data).
 * The eraseContact callable checks the same again on the server (functions/src/privacy/eraseMatch.ts).
 */
import { cleanText, isStrictEmail, maxRetentionMonths, minRetentionMonths, retentionMonthsOf } from '@household/model';
import { phoneDigits } from '@/lib/phone';
import type { EraseCounts } from '@household/model';

export { defaultRetentionMonths, maxRetentionMonths, minRetentionMonths } from '@household/model';
/** Longest e-mail or phone the erase field accepts (the callable refuses longer input too). */
export const maxEraseInputLength = 254;

/** What the callable answers: how many documents of each kind hold (or held) the contact (in the model). */
export type { EraseCounts };

/** The stored setting, or the default when it is missing or out of range (the rules allow 1 to 120). */
export function storedRetentionMonths(value: unknown): number {
  return retentionMonthsOf(value);
}

export type RetentionProblem = 'range' | null;

export function retentionProblem(value: unknown): RetentionProblem {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= minRetentionMonths &&
    value <= maxRetentionMonths
    ? null
    : 'range';
}

export type EraseContactProblem = 'required' | 'tooLong' | 'invalid' | null;

/** Why the typed contact cannot be erased by: one e-mail address or one phone number (7 to 15 digits), no wildcard. */
export function eraseContactProblem(raw: string): EraseContactProblem {
  if (raw.length > maxEraseInputLength) return 'tooLong';
  const value = cleanText(raw);
  if (!value) return 'required';
  if (value.includes('@')) return isStrictEmail(value.toLowerCase()) ? null : 'invalid';
  if (!/^[0-9\u0660-\u0669\u06f0-\u06f9+\s().-]+$/.test(value)) return 'invalid';
  const digits = phoneDigits(value).length;
  return digits >= 7 && digits <= 15 ? null : 'invalid';
}

/** Total documents an erase finds. */
export function totalErased(counts: EraseCounts): number {
  return counts.contactMessages + counts.requests + counts.notifications + counts.mails + counts.trash;
}
