import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * What trackRequest's guess limit is keyed on (issues 27 and 39): only what the caller cannot forge, and
 * nothing shared by everyone (a global window let one caller lock every family out, issue 39).
 *
 * - The caller: the address Google's front end saw, the RIGHT-most `X-Forwarded-For` entry (everything
 *   to its left is whatever the caller sent); without the header (a direct socket, the emulator) the
 *   socket address. An IPv4 address is one caller; an IPv6 caller is its /64 (one home or phone network
 *   gets a whole /64, so the full address would give a single caller billions of windows).
 * - The tracking code being guessed: a spread of addresses cannot try more phones for one family.
 *
 * Pure (no SDK): trackRequest.ts keeps one `rateLimits/{key}` window per key (guessLimit.ts).
 */

export interface GuessKey {
  /** Document id under rateLimits/ (hashed: no address or code is stored in clear). */
  id: string;
  /** Failed lookups allowed per window under this key. */
  limit: number;
}

/** Ten wrong phones lock a code for the window (the /track page says so). */
export const perCodeGuessLimit = 10;
/** Per caller (IPv4 address or IPv6 /64): a family that mistypes is stopped by its code first. */
export const perCallerGuessLimit = 20;

/** The address the front end saw: the right-most X-Forwarded-For entry, else the socket address. */
export function callerAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  return entries.at(-1) ?? (socketAddress?.trim() || 'unknown');
}

/** The eight 16-bit groups of an IPv6 address (with `::` expanded and an IPv4 tail converted). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right].map((group) =>
    Number.parseInt(group, 16),
  );
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/**
 * The caller a window belongs to: an IPv4 address as it is (also when written as IPv4-mapped IPv6,
 * `::ffff:203.0.113.9`), an IPv6 address as its /64 (`2001:db8:1:2::/64`), anything else as given.
 */
export function callerKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

const hashed = (kind: string, value: string) =>
  createHash('sha256').update(`track:${kind}:${value}`).digest('hex').slice(0, 32);

/** The two windows one lookup counts against. `trackingCode` is the normalised (upper-case) code. */
export function guessKeys(address: string, trackingCode: string): GuessKey[] {
  return [
    { id: `track-ip-${hashed('ip', callerKey(address))}`, limit: perCallerGuessLimit },
    { id: `track-code-${hashed('code', trackingCode)}`, limit: perCodeGuessLimit },
  ];
}
