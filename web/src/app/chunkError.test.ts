import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForChunkError, reportStartError, shouldReload } from './chunkError';

describe('isChunkLoadError', () => {
  it('recognises the browsers’ and Vite’s messages for a missing lazy chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/A.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/B.css'))).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('shouldReload', () => {
  it('reloads the first time and again only after a minute', () => {
    expect(shouldReload(null, 1_000)).toBe(true);
    expect(shouldReload(1_000, 30_000)).toBe(false);
    expect(shouldReload(1_000, 62_000)).toBe(true);
  });
});

describe('reloadOnceForChunkError', () => {
  const chunkError = new TypeError('Failed to fetch dynamically imported module: http://x/assets/boot-A.js');
  const memory = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  };

  it('reloads once for a chunk error, then not again within a minute, then again', () => {
    const storage = memory();
    let reloads = 0;
    const reload = () => void (reloads += 1);
    expect(reloadOnceForChunkError(chunkError, storage, 1_000, reload)).toBe(true);
    expect(reloadOnceForChunkError(chunkError, storage, 20_000, reload)).toBe(false);
    expect(reloadOnceForChunkError(chunkError, storage, 70_000, reload)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('never reloads for another error', () => {
    let reloads = 0;
    expect(
      reloadOnceForChunkError(
        new Error('Cannot read properties of undefined'),
        memory(),
        1_000,
        () => void (reloads += 1),
      ),
    ).toBe(false);
    expect(reloads).toBe(0);
  });

  it('still reloads where storage is missing or throws', () => {
    let reloads = 0;
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(reloadOnceForChunkError(chunkError, throwing, 1_000, () => void (reloads += 1))).toBe(true);
    expect(reloadOnceForChunkError(chunkError, null, 1_000, () => void (reloads += 1))).toBe(true);
    expect(reloads).toBe(2);
  });
});

describe('reportStartError', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reloads the page once for a missing start chunk and logs nothing', () => {
    const reload = vi.fn();
    const stored = new Map<string, string>();
    vi.stubGlobal('window', {
      location: { reload },
      sessionStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: stored.set.bind(stored) },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const report = reportStartError('The page could not start');
    report(new TypeError('Failed to fetch dynamically imported module: http://x/assets/startPage.js'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(logged).not.toHaveBeenCalled();
    // A second failure within the minute is logged instead of reloading again.
    report(new TypeError('Failed to fetch dynamically imported module: http://x/assets/startPage.js'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('The page could not start', expect.any(TypeError));
  });

  it('logs any other error with what failed, without reloading', () => {
    const reload = vi.fn();
    vi.stubGlobal('window', { location: { reload }, sessionStorage: null });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('boom');
    reportStartError('The app could not start')(error);
    expect(reload).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('The app could not start', error);
  });
});
