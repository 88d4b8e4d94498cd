import { describe, expect, it } from 'vitest';
import { afterFirstPaint, type PaintWindow } from './afterFirstPaint';

/** A window whose frames, timers and paint entries happen only when the test says. */
function fakeWindow({ paintTiming = true, painted = false } = {}) {
  const frames: Array<() => void> = [];
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const observers: Array<{ callback: (list: { getEntriesByName(name: string): unknown[] }) => void; live: boolean }> =
    [];
  const target: PaintWindow = {
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
    performance: { getEntriesByName: (name) => (painted && name === 'first-contentful-paint' ? [{}] : []) },
  };
  if (paintTiming)
    target.PerformanceObserver = class {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      entry: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]['callback']) {
        this.entry = { callback, live: false };
        observers.push(this.entry);
      }
      observe() {
        this.entry.live = true;
      }
      disconnect() {
        this.entry.live = false;
      }
    };
  /** Delivers a paint entry to the live observers. */
  const paint = (name: string) => {
    for (const observer of observers.filter((o) => o.live))
      observer.callback({ getEntriesByName: (asked) => (asked === name ? [{}] : []) });
  };
  /** Runs the timers due within `ms` (a task each); the later ones stay queued. */
  const runTimers = (ms: number) => {
    const due = timers.filter((t) => t.ms <= ms);
    timers.splice(0, timers.length, ...timers.filter((t) => t.ms > ms));
    for (const timer of due) timer.callback();
  };
  return { target, frames, timers, paint, runTimers };
}

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, not the first frame, then runs once in a task of its own', () => {
    const win = fakeWindow();
    let runs = 0;
    afterFirstPaint(() => (runs += 1), win.target, 1000);
    expect(win.frames).toHaveLength(0); // no frame-based guess where Paint Timing exists
    win.paint('first-paint');
    win.runTimers(0);
    expect(runs).toBe(0); // a frame with the text still held back by its font
    win.paint('first-contentful-paint');
    expect(runs).toBe(0);
    win.runTimers(0);
    expect(runs).toBe(1);
    win.paint('first-contentful-paint');
    win.runTimers(1000);
    expect(runs).toBe(1);
  });

  it('runs at once (in a task) when the page has already painted', () => {
    const win = fakeWindow({ painted: true });
    let runs = 0;
    afterFirstPaint(() => (runs += 1), win.target, 1000);
    win.runTimers(0);
    expect(runs).toBe(1);
  });

  it('without Paint Timing, runs after the first frame', () => {
    const win = fakeWindow({ paintTiming: false });
    let runs = 0;
    afterFirstPaint(() => (runs += 1), win.target, 1000);
    win.runTimers(0);
    expect(runs).toBe(0);
    win.frames.shift()!();
    expect(runs).toBe(0);
    win.runTimers(0);
    expect(runs).toBe(1);
  });

  it('runs after the fallback when nothing is painted (a hidden tab)', () => {
    const win = fakeWindow();
    let runs = 0;
    afterFirstPaint(() => (runs += 1), win.target, 1000);
    win.runTimers(999);
    expect(runs).toBe(0);
    win.runTimers(1000);
    expect(runs).toBe(1);
  });
});
