import { describe, expect, it, vi } from 'vitest';
import { startWhenLoaded } from './startWhenLoaded';

/** A stand-in window: a real EventTarget with a document state and timers (node has no DOM). */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget() as EventTarget & { document: { readyState: DocumentReadyState }; setTimeout: typeof setTimeout };
  target.document = { readyState };
  target.setTimeout = setTimeout;
  return target as unknown as Window;
}

describe('startWhenLoaded', () => {
  it('starts after the load event, once', async () => {
    vi.useFakeTimers();
    const win = fakeWindow('interactive');
    const start = vi.fn();
    startWhenLoaded(start, win);
    await vi.runAllTimersAsync();
    expect(start).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    expect(start).not.toHaveBeenCalled(); // in a task of its own
    await vi.runAllTimersAsync();
    expect(start).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('starts at the first touch or key before the load, and not again at the load', async () => {
    vi.useFakeTimers();
    for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
      const win = fakeWindow('loading');
      const start = vi.fn();
      startWhenLoaded(start, win);
      win.dispatchEvent(new Event(type));
      expect(start, type).toHaveBeenCalledTimes(1);
      win.dispatchEvent(new Event('load'));
      await vi.runAllTimersAsync();
      expect(start, type).toHaveBeenCalledTimes(1);
    }
    vi.useRealTimers();
  });

  it('starts soon when the page has already loaded', async () => {
    vi.useFakeTimers();
    const start = vi.fn();
    startWhenLoaded(start, fakeWindow('complete'));
    await vi.runAllTimersAsync();
    expect(start).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
