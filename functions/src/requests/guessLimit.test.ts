import { describe, expect, it } from 'vitest';
import { currentWindow, lookupVerdict, trackGuessWindowMs, type GuessWindow } from './guessLimit';

describe('trackRequest guess limit', () => {
  const t0 = 1_000_000;
  const limits = [20, 10];
  const windows = (...stored: (Partial<GuessWindow> | undefined)[]) =>
    stored.map((window, index) => ({ stored: window, limit: limits[index]! }));

  it('counts a miss in every window, starting fresh windows when nothing is stored', () => {
    expect(lookupVerdict(windows(undefined, { count: 3, windowStartMs: t0 - 5 }), false, t0)).toEqual({
      kind: 'missed',
      windows: [
        { count: 1, windowStartMs: t0 },
        { count: 4, windowStartMs: t0 - 5 },
      ],
    });
  });

  it('answers a found lookup without counting anything', () => {
    expect(lookupVerdict(windows({ count: 19, windowStartMs: t0 }, { count: 9, windowStartMs: t0 }), true, t0)).toEqual(
      { kind: 'found' },
    );
  });

  it('locks once any window holds its limit of misses, found or not', () => {
    let state: Partial<GuessWindow> | undefined;
    for (let i = 1; i <= 10; i += 1) {
      const verdict = lookupVerdict(windows(undefined, state), false, t0 + i);
      expect(verdict.kind).toBe('missed');
      state = verdict.kind === 'missed' ? verdict.windows[1] : undefined;
    }
    expect(state).toEqual({ count: 10, windowStartMs: t0 + 1 });
    expect(lookupVerdict(windows(undefined, state), false, t0 + 11)).toEqual({ kind: 'locked' });
    expect(lookupVerdict(windows(undefined, state), true, t0 + 11)).toEqual({ kind: 'locked' });
    expect(lookupVerdict(windows({ count: 20, windowStartMs: t0 }, undefined), true, t0 + 1)).toEqual({
      kind: 'locked',
    });
  });

  it('unlocks once the 15-minute window has passed', () => {
    const full = { count: 10, windowStartMs: t0 };
    expect(lookupVerdict(windows(undefined, full), true, t0 + trackGuessWindowMs - 1).kind).toBe('locked');
    expect(lookupVerdict(windows(undefined, full), true, t0 + trackGuessWindowMs).kind).toBe('found');
    expect(trackGuessWindowMs).toBe(15 * 60 * 1000);
  });

  it('treats a window stored in the future or malformed as empty', () => {
    expect(currentWindow({ count: 99, windowStartMs: t0 + 5 }, t0)).toEqual({ count: 0, windowStartMs: t0 });
    expect(currentWindow({ count: 'x' as unknown as number, windowStartMs: t0 }, t0)).toEqual({
      count: 0,
      windowStartMs: t0,
    });
  });
});
