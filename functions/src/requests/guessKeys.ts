import { createHash } from 'node:crypto';

/**
 * What trackRequest's guess limit is keyed on (issue 27): only what the caller cannot forge.
 *
 * - The caller's address as Google's front end saw it: the RIGHT-most `X-Forwarded-For` entry, which
 *   the front end appends. Everything to its left is whatever the caller sent (Express' `request.ip`
 *   with `trust proxy` is the LEFT-most entry, the one a caller writes). Without the header (a direct
 *   socket, the emulator) the socket address.
 * - The tracking code being guessed: a spread of addresses cannot try more phones for one family.
 * - A global budget of failed lookups: a botnet with many addresses and many codes is capped as well.
 *
 * Pure (no SDK): trackRequest.ts keeps one `rateLimits/{key}` window per key (guessLimit.ts).
 */

export interface GuessKey {
  /** Document id under rateLimits/ (hashed: no address or code is stored in clear). */
  id: string;
  /** Failed lookups allowed per window under this key. */
  limit: number;
}

/** Per address and per code: a family that mistypes its phone a few times is never stopped. */
export const perCallerGuessLimit = 10;
export const perCodeGuessLimit = 10;
/** Failed lookups of everyone together per window (the agency serves a few hundred families). */
export const globalGuessLimit = 300;

/** The address the front end saw: the right-most X-Forwarded-For entry, else the socket address. */
export function callerAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  return entries.at(-1) ?? (socketAddress?.trim() || 'unknown');
}

const hashed = (kind: string, value: string) =>
  createHash('sha256').update(`track:${kind}:${value}`).digest('hex').slice(0, 32);

/** The three windows one lookup counts against. `trackingCode` is the normalised (upper-case) code. */
export function guessKeys(address: string, trackingCode: string): GuessKey[] {
  return [
    { id: `track-ip-${hashed('ip', address)}`, limit: perCallerGuessLimit },
    { id: `track-code-${hashed('code', trackingCode)}`, limit: perCodeGuessLimit },
    { id: 'track-global', limit: globalGuessLimit },
  ];
}
