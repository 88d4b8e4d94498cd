/**
 * Phone and number input shared by every public and admin form: Arabic-Indic (٠-٩) and
 * Eastern Arabic-Indic (۰-۹) digits count as digits and are stored as ASCII digits (the model's
 * toAsciiDigits).
 */
import { toAsciiDigits } from '@household/model';

/** The ASCII digits of a typed phone number (spaces, +, -, brackets and direction marks dropped). */
export function phoneDigits(input: string | null | undefined): string {
  return toAsciiDigits(input ?? '').replace(/[^0-9]/g, '');
}

/** Shortest and longest phone numbers accepted (E.164 allows 15 digits; local numbers have 7+). */
export const phoneDigitLimits = { min: 7, max: 15 } as const;

/** A phone number typed by a visitor, as stored: 7 to 15 ASCII digits, or null when it has too few or too many. */
export function normalizePhone(input: string | null | undefined): string | null {
  const digits = phoneDigits(input);
  return digits.length >= phoneDigitLimits.min && digits.length <= phoneDigitLimits.max ? digits : null;
}

/** A whole number typed in any digit set ("١٢" -> 12); null when it is not one. */
export function parseWholeNumber(input: string): number | null {
  const ascii = toAsciiDigits(input.trim());
  if (!/^[0-9]{1,15}$/.test(ascii)) return null;
  return Number(ascii);
}
