/**
 * WhatsApp chat links. Every wa.me link of the site is built here.
 * Number rules: settings whatsappNumber, else contactPhone, else none (no placeholder number ever
 * reaches visitors: without a number the WhatsApp buttons hide); digits only;
 * `00` international prefix dropped; a 10-digit `05…` Saudi mobile becomes `9665…`; any other
 * leading 0 (9+ digits, not already 966) is dropped.
 */
import { phoneDigits } from './phone.ts';

export interface WhatsAppSettings {
  whatsappNumber?: string | null;
  contactPhone?: string | null;
}

export function normalizeWhatsAppNumber(raw: string | null | undefined): string {
  let digits = phoneDigits(raw);
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 10 && digits.startsWith('05')) return `966${digits.slice(1)}`;
  if (digits.startsWith('0') && digits.length >= 9 && !digits.startsWith('966')) return digits.replace(/^0+/, '');
  return digits;
}

/** The first configured number that still has digits after normalisation, else null (not set up yet). */
export function pickWhatsAppNumber(settings: WhatsAppSettings | null | undefined): string | null {
  for (const candidate of [settings?.whatsappNumber, settings?.contactPhone]) {
    const digits = normalizeWhatsAppNumber(candidate);
    if (digits.length >= 8) return digits;
  }
  return null;
}

export function buildWhatsAppLink(number: string, text?: string): string {
  const url = new URL(`https://wa.me/${normalizeWhatsAppNumber(number)}`);
  if (text && text.trim().length > 0) url.searchParams.set('text', text);
  return url.toString();
}

/** The chat link, or undefined when the office has no number yet (callers hide the button). */
export function whatsAppLinkFromSettings(
  settings: WhatsAppSettings | null | undefined,
  text?: string,
): string | undefined {
  const number = pickWhatsAppNumber(settings);
  return number ? buildWhatsAppLink(number, text) : undefined;
}
