// docs/architecture.md#performance-budgets: the public first load of `/` is at most 250 KB of gzipped JavaScript, and
// the admin portal, reactfire and the full (realtime) Firestore SDK stay out of it; the entry chunk itself (the early
// handlers every public page runs first) is at most 6 KB.
// Reads the built web/dist (index.html + the Vite manifest); the same computation feeds npm run bench.
import { describe, expect, it } from 'vitest';
import { firstLoadJs, formatFirstLoad, kb } from '../../scripts/bench/bundleSize.mjs';

const result = firstLoadJs();
console.log(formatFirstLoad(result));

describe('public first-load JavaScript (built web/dist)', () => {
  it(`stays within ${kb(result.budgetBytes)} gzipped (now ${kb(result.totalGzipBytes)})`, () => {
    expect(result.files.length).toBeGreaterThan(0);
    expect(result.totalGzipBytes).toBeLessThanOrEqual(result.budgetBytes);
  });

  it(`keeps the entry chunk itself within ${kb(result.entry.budgetBytes)} gzipped (now ${kb(result.entry.gzipBytes)})`, () => {
    expect(result.entry.gzipBytes).toBeGreaterThan(0);
    expect(result.entry.gzipBytes).toBeLessThanOrEqual(result.entry.budgetBytes);
  });

  it('keeps the admin chunk, reactfire and the full Firestore SDK out of it', () => {
    expect(result.forbidden).toEqual([]);
  });

  it('loads the other routes lazily', () => {
    expect(result.lazyChunks).toBeGreaterThan(0);
  });
});
