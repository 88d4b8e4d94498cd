import type { Language } from '@household/model';
/**
 * "Reply on WhatsApp" to a family (issue 28): their number in international form and a greeting in
 * their language that names them and, for a request, its tracking code and workers. Pure; the words
 * come from the locale files through a translator fixed to the family's language.
 */
import { phoneDigits } from '@/lib/phone';
import { buildWhatsAppLink, normalizeWhatsAppNumber } from '@/lib/whatsapp';

/** `t` fixed to one language, as far as this file needs it. */
export type FixedTranslate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The family's number for wa.me: ASCII digits (Arabic-Indic accepted), `00` dropped, Saudi `05…`
 * (10 digits) or `5…` (9 digits) as `9665…`, another leading 0 dropped. Null when fewer than 8 digits
 * remain or more than 15 (no link then: the office calls or copies the number instead).
 */
export function familyWhatsAppNumber(phone: string | null | undefined): string | null {
  const digits = phoneDigits(phone);
  const saudiMobileWithoutZero = digits.length === 9 && digits.startsWith('5');
  const number = saudiMobileWithoutZero ? `966${digits}` : normalizeWhatsAppNumber(digits);
  return number.length >= 8 && number.length <= 15 ? number : null;
}

export interface ReplySubject {
  name: string;
  /** A request's tracking code (absent for a contact message). */
  trackingCode?: string | null;
  refCodes?: readonly string[];
}

/** The greeting in the translator's language; the name falls back to a polite form when blank. */
export function replyGreeting(subject: ReplySubject, t: FixedTranslate, listSeparator: string): string {
  const name = subject.name.replace(/\s+/g, ' ').trim();
  const hello = name ? t('cockpit.reply.helloName', { name }) : t('cockpit.reply.hello');
  if (!subject.trackingCode) return `${hello} ${t('cockpit.reply.aboutMessage')}`;
  const workers = (subject.refCodes ?? []).join(listSeparator);
  return `${hello} ${
    workers
      ? t('cockpit.reply.aboutRequestWorkers', { code: subject.trackingCode, workers })
      : t('cockpit.reply.aboutRequest', { code: subject.trackingCode })
  }`;
}

/** The wa.me link with the greeting, or null when the phone number cannot be used. */
export function familyWhatsAppLink(phone: string | null | undefined, greeting: string): string | null {
  const number = familyWhatsAppNumber(phone);
  return number ? buildWhatsAppLink(number, greeting) : null;
}

/** The list separator of a language (Arabic comma in Arabic). */
export const listSeparatorOf = (language: Language) => (language === 'ar' ? '، ' : ', ');
