import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReload } from './chunkError';

describe('isChunkLoadError', () => {
  it('recognises the browsers’ and Vite’s messages for a missing lazy chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/A.js'))).toBe(true);
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
