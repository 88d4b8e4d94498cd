/**
 * The guess limit of trackRequest (issue 39): fixed windows (per caller, per code: guessKeys.ts) that
 * count lookups that found nothing. The lookup is read first; then, in one transaction over the windows:
 *
 * - any window already full: `locked`, found or not (so a locked window answers nothing, and parallel
 *   guesses cannot learn more than the limit: each miss is only told "not found" once it is counted);
 * - found: answered, and nothing is counted (a family's own lookups never use up anything);
 * - not found: every window counts one miss.
 *
 * No window is shared by everyone: misses on other codes from other callers never refuse a family.
 * Pure: the callable stores the state in rateLimits/{key} (functions only; no rules block).
 */
export const trackGuessWindowMs = 15 * 60 * 1000;

export interface GuessWindow {
  count: number;
  windowStartMs: number;
}

/** The window in force at `nowMs`: the stored one while it lasts, else a fresh, empty one. */
export function currentWindow(
  stored: Partial<GuessWindow> | undefined,
  nowMs: number,
  windowMs = trackGuessWindowMs,
): GuessWindow {
  const start = stored?.windowStartMs;
  const count = stored?.count;
  if (typeof start !== 'number' || typeof count !== 'number' || nowMs - start >= windowMs || nowMs < start)
    return { count: 0, windowStartMs: nowMs };
  return { count, windowStartMs: start };
}

export type LookupVerdict =
  | { kind: 'locked' }
  | { kind: 'found' }
  /** The windows after counting the miss, in the order of the limits given. */
  | { kind: 'missed'; windows: GuessWindow[] };

/** What one lookup gets, given the stored windows of its keys and whether the request matched. */
export function lookupVerdict(
  windows: readonly { stored: Partial<GuessWindow> | undefined; limit: number }[],
  found: boolean,
  nowMs: number,
): LookupVerdict {
  const current = windows.map((window) => currentWindow(window.stored, nowMs));
  if (current.some((window, index) => window.count >= windows[index]!.limit)) return { kind: 'locked' };
  if (found) return { kind: 'found' };
  return { kind: 'missed', windows: current.map((window) => ({ ...window, count: window.count + 1 })) };
}
