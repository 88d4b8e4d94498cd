/**
 * Request tracking codes `R-XXXX-XX` (docs/architecture.md#data-model): six characters from an alphabet
 * without look-alikes (no 0/O, 1/I/L), drawn with crypto.getRandomValues without modulo bias. The code is
 * the request's document id; firestore.rules' `isTrackingCode` uses exactly `trackingCodeRulePattern`
 * (trackingCode.test.ts reads the rules and checks it).
 */
import { toAsciiDigits } from './digits.ts';

export const trackingAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** The rules' form of the pattern (RE2, no backslash): the alphabet as ranges. */
export const trackingCodeRulePattern = '^R-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{2}$';

export const trackingCodePattern = new RegExp(trackingCodeRulePattern);

export function isTrackingCode(value: unknown): value is string {
  return typeof value === 'string' && trackingCodePattern.test(value);
}

/** Bytes at or above this are thrown away so every character is equally likely. */
const unbiasedLimit = 256 - (256 % trackingAlphabet.length);

export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

const cryptoBytes: RandomBytes = (bytes) => {
  crypto.getRandomValues(bytes);
  return bytes;
};

export function generateTrackingCode(random: RandomBytes = cryptoBytes): string {
  const chars: string[] = [];
  while (chars.length < 6) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte < unbiasedLimit && chars.length < 6) chars.push(trackingAlphabet[byte % trackingAlphabet.length]!);
    }
  }
  return `R-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/**
 * What a visitor types, as a code: upper case, Arabic-Indic and Persian digits as ASCII, spaces and
 * dashes dropped, the `R-` and dash put back (`r abcd ef`, `R-ABCD-EF` and `ABCDEF` alike). Null when it is
 * not the R and six letters or digits, or six without the R (six starting with R are a code cut short).
 * The page (site/requests/TrackPage) and the trackRequest function read what is typed with this.
 */
export function tidyTrackingCode(input: string): string | null {
  const compact = toAsciiDigits(input)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const body = compact.startsWith('R') ? (compact.length === 7 ? compact.slice(1) : '') : compact;
  return /^[A-Z0-9]{6}$/.test(body) ? `R-${body.slice(0, 4)}-${body.slice(4)}` : null;
}
