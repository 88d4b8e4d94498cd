import { describe, expect, it } from 'vitest';
import { currentWindow, refundAttempt, reserveAttempt, trackGuessLimit, trackGuessWindowMs } from './guessLimit';

describe('trackRequest guess limit', () => {
  const t0 = 1_000_000;

  it('starts a fresh window when nothing is stored', () => {
    expect(reserveAttempt(undefined, t0)).toEqual({ count: 1, windowStartMs: t0 });
  });

  it('refuses the attempt after the limit inside one window', () => {
    let state: ReturnType<typeof reserveAttempt> | undefined = undefined;
    for (let i = 1; i <= trackGuessLimit; i += 1) {
      state = reserveAttempt(state ?? undefined, t0 + i);
      expect(state?.count).toBe(i);
    }
    expect(reserveAttempt(state!, t0 + trackGuessLimit + 1)).toBeNull();
  });

  it('opens a new window once the old one has passed', () => {
    const full = { count: trackGuessLimit, windowStartMs: t0 };
    expect(reserveAttempt(full, t0 + trackGuessWindowMs - 1)).toBeNull();
    expect(reserveAttempt(full, t0 + trackGuessWindowMs)).toEqual({ count: 1, windowStartMs: t0 + trackGuessWindowMs });
  });

  it('treats a window stored in the future or malformed as empty', () => {
    expect(currentWindow({ count: 99, windowStartMs: t0 + 5 }, t0)).toEqual({ count: 0, windowStartMs: t0 });
    expect(currentWindow({ count: 'x' as unknown as number, windowStartMs: t0 }, t0)).toEqual({
      count: 0,
      windowStartMs: t0,
    });
  });

  it('gives a found lookup its attempt back, only in the same window', () => {
    const reserved = { count: 3, windowStartMs: t0 };
    expect(refundAttempt({ count: 4, windowStartMs: t0 }, reserved)).toEqual({ count: 3, windowStartMs: t0 });
    expect(refundAttempt({ count: 1, windowStartMs: t0 + 1 }, reserved)).toBeNull();
    expect(refundAttempt({ count: 0, windowStartMs: t0 }, reserved)).toBeNull();
    expect(refundAttempt(undefined, reserved)).toBeNull();
  });
});
