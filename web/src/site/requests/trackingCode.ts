/**
 * Request tracking codes `R-XXXX-XX` (docs/architecture.md#data-model): six characters from an alphabet
 * without look-alikes (no 0/O, 1/I/L), drawn with crypto.getRandomValues without modulo bias.
 */
export const trackingAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const trackingCodePattern = /^R-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{2}$/;

/** Bytes at or above this are thrown away so every character is equally likely. */
const unbiasedLimit = 256 - (256 % trackingAlphabet.length);

export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

export function generateTrackingCode(random: RandomBytes = cryptoBytes): string {
  const chars: string[] = [];
  while (chars.length < 6) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte < unbiasedLimit && chars.length < 6) chars.push(trackingAlphabet[byte % trackingAlphabet.length]!);
    }
  }
  return `R-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** What a visitor types, tidied: upper case, Arabic-Indic digits as ASCII, spaces removed, dash added. */
export function tidyTrackingCode(input: string): string {
  const compact = input
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const body = compact.startsWith('R') && compact.length === 7 ? compact.slice(1) : compact;
  return body.length === 6 ? `R-${body.slice(0, 4)}-${body.slice(4)}` : input.trim().toUpperCase();
}

export function isTrackingCode(value: string): boolean {
  return trackingCodePattern.test(value);
}
