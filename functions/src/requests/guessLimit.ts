/**
 * The guess limit of trackRequest: a fixed window per caller (IP address), counting lookups that
 * did not find a request. A lookup first reserves one attempt (refused at the limit, so a burst of
 * parallel guesses cannot slip through), and a lookup that finds the request gives it back.
 * Pure: the callable stores the state in rateLimits/{key} (functions only; no rules block).
 */
export const trackGuessLimit = 10;
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

/** One more attempt, or null when the window is full. */
export function reserveAttempt(
  stored: Partial<GuessWindow> | undefined,
  nowMs: number,
  limit = trackGuessLimit,
): GuessWindow | null {
  const window = currentWindow(stored, nowMs);
  if (window.count >= limit) return null;
  return { count: window.count + 1, windowStartMs: window.windowStartMs };
}

/** A successful lookup gives its attempt back (only inside the same window). */
export function refundAttempt(stored: Partial<GuessWindow> | undefined, reserved: GuessWindow): GuessWindow | null {
  if (stored?.windowStartMs !== reserved.windowStartMs || typeof stored.count !== 'number' || stored.count <= 0)
    return null;
  return { count: stored.count - 1, windowStartMs: stored.windowStartMs };
}
