import { describe, expect, it, vi } from 'vitest';
import { firstInputEvents, startOnFirstInput } from './startOnFirstInput';

/** A stand-in window: a real EventTarget (node has no DOM). */
const fakeWindow = () => new EventTarget() as unknown as Window;

describe('startOnFirstInput', () => {
  it('does not start by itself, nor at the load event', async () => {
    vi.useFakeTimers();
    const win = fakeWindow();
    const start = vi.fn();
    startOnFirstInput(start, win);
    win.dispatchEvent(new Event('load'));
    win.dispatchEvent(new Event('DOMContentLoaded'));
    await vi.runAllTimersAsync();
    expect(start).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('starts at the first touch, pointer, key, focus, wheel or scroll, once', () => {
    expect(firstInputEvents).toEqual(expect.arrayContaining(['touchstart', 'pointermove', 'keydown', 'scroll']));
    for (const type of firstInputEvents) {
      const win = fakeWindow();
      const start = vi.fn();
      startOnFirstInput(start, win);
      win.dispatchEvent(new Event(type));
      expect(start, type).toHaveBeenCalledTimes(1);
      for (const other of firstInputEvents) win.dispatchEvent(new Event(other));
      expect(start, type).toHaveBeenCalledTimes(1);
    }
  });
});
