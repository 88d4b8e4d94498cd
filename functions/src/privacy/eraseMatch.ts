/**
 * Pure logic of the eraseContact callable (personal data law: erase everything held about one person):
 * input parsing with a length cap, and whether a stored document belongs to that e-mail or phone.
 * No SDK imports.
 */
import { cleanText, isStrictEmail } from '@household/model';
import { canonicalPhone } from '../requests/trackLookup';
import type { EraseCounts } from '@household/model';

/** Longest input accepted before any work is done (an e-mail is at most 254 characters). */
export const maxContactInputLength = 254;
/** Fewest digits a phone needs to be erased by (a shorter one would match many people). */
export const minPhoneDigits = 7;
export const maxPhoneDigits = 15;

export type EraseTarget = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

export type EraseInput = { ok: true; target: EraseTarget; apply: boolean } | { ok: false; message: string };

/**
 * `{ contact, apply }`: `contact` is one e-mail address or one phone number, `apply` false (or absent)
 * only counts. E-mails are compared trimmed and case-insensitively; phones by their canonical digits
 * (the same form trackRequest compares: no 00/+, no 966, no trunk 0). Anything else is refused: no
 * wildcard, no partial address, no list.
 */
export function parseEraseInput(data: unknown): EraseInput {
  const input = (data ?? {}) as { contact?: unknown; apply?: unknown };
  if (typeof input.contact !== 'string')
    return { ok: false, message: 'contact must be an e-mail address or a phone number.' };
  if (input.apply !== undefined && typeof input.apply !== 'boolean')
    return { ok: false, message: 'apply must be true or false.' };
  if (input.contact.length > maxContactInputLength)
    return { ok: false, message: `contact is longer than ${maxContactInputLength} characters.` };
  const apply = input.apply === true;
  const value = cleanText(input.contact);
  if (value.includes('@')) {
    const email = value.toLowerCase();
    if (!isStrictEmail(email)) return { ok: false, message: 'contact is not a valid e-mail address.' };
    return { ok: true, target: { kind: 'email', email }, apply };
  }
  // A phone: digits with the usual separators only (so `*`, `%`, `.*` or letters are refused, not ignored).
  if (!/^[0-9\u0660-\u0669\u06f0-\u06f9+\s().-]+$/.test(value))
    return { ok: false, message: 'contact is not a valid e-mail address or phone number.' };
  const phone = canonicalPhone(value);
  if (phone.length < minPhoneDigits || phone.length > maxPhoneDigits)
    return { ok: false, message: 'contact is not a valid phone number.' };
  return { ok: true, target: { kind: 'phone', phone }, apply };
}

/** Whether a stored e-mail field is the target's (trimmed, case-insensitive). */
export function emailMatches(stored: unknown, email: string): boolean {
  return typeof stored === 'string' && stored.trim().toLowerCase() === email;
}

/** Whether a stored phone field is the target's (canonical digits). */
export function phoneMatches(stored: unknown, phone: string): boolean {
  return typeof stored === 'string' && canonicalPhone(stored) === phone;
}

/** Whether a stored contact message or request (their `email` and `phone` fields) belongs to the target. */
export function documentMatches(data: { email?: unknown; phone?: unknown } | undefined, target: EraseTarget): boolean {
  if (!data) return false;
  return target.kind === 'email' ? emailMatches(data.email, target.email) : phoneMatches(data.phone, target.phone);
}

/** The collections a person's own messages live in, and the id prefix of their notification and mail. */
export const erasableCollections = [
  { collection: 'contactMessages', prefix: 'contact' },
  { collection: 'requests', prefix: 'request' },
] as const;
export type ErasableCollection = (typeof erasableCollections)[number]['collection'];

/** What the callable answers: counts only (nothing personal, so the answer can be logged); in the model. */
export type { EraseCounts };

/**
 * Whether a mail document quotes one of the given values (a digest lists several messages): the
 * values are the stored e-mail and phone strings of the matched documents and the typed e-mail.
 */
export function mailQuotes(mail: Record<string, unknown> | undefined, values: readonly string[]): boolean {
  if (!mail || values.length === 0) return false;
  const message = (mail.message ?? {}) as Record<string, unknown>;
  const text = [message.subject, message.text, message.html]
    .filter((part): part is string => typeof part === 'string')
    .join('\n')
    .toLowerCase();
  return values.some((value) => value.length >= minPhoneDigits && text.includes(value.toLowerCase()));
}
