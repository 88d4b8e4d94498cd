import { describe, expect, it } from 'vitest';
import { idleTimeoutMs, startWhenIdle, type IdleWindow } from './startSoon';

function fakeWindow(readyState: string, withIdle: boolean) {
  const calls: string[] = [];
  let onLoad: (() => void) | null = null;
  let idle: { callback: () => void; timeout: number } | null = null;
  let timer: { callback: () => void; ms: number } | null = null;
  const target: IdleWindow = {
    document: { readyState },
    addEventListener: (_type, listener) => {
      onLoad = listener;
    },
    setTimeout: (callback, ms) => {
      timer = { callback, ms };
      return 1;
    },
    ...(withIdle
      ? {
          requestIdleCallback: (callback: () => void, options: { timeout: number }) => {
            idle = { callback, timeout: options.timeout };
            return 1;
          },
        }
      : {}),
  };
  return {
    target,
    calls,
    load: () => onLoad?.(),
    idle: () => idle,
    timer: () => timer,
  };
}

describe('startWhenIdle', () => {
  it('waits for load, then for an idle moment with a timeout', () => {
    const page = fakeWindow('interactive', true);
    let started = 0;
    startWhenIdle(() => started++, page.target);
    expect(page.idle()).toBeNull();
    page.load();
    expect(page.idle()?.timeout).toBe(idleTimeoutMs);
    expect(started).toBe(0);
    page.idle()?.callback();
    expect(started).toBe(1);
  });

  it('asks for idle at once when the page has already loaded', () => {
    const page = fakeWindow('complete', true);
    startWhenIdle(() => undefined, page.target);
    expect(page.idle()).not.toBeNull();
  });

  it('falls back to a timer where requestIdleCallback is missing (Safari)', () => {
    const page = fakeWindow('complete', false);
    let started = 0;
    startWhenIdle(() => started++, page.target);
    expect(page.timer()?.ms).toBeLessThanOrEqual(idleTimeoutMs);
    page.timer()?.callback();
    expect(started).toBe(1);
  });
});
