import { describe, expect, it } from 'vitest';
import { bulkSummary, runBulk } from './runBulk';

describe('runBulk', () => {
  it('runs every item, counts failures without stopping, and never exceeds the concurrency', async () => {
    let running = 0;
    let peak = 0;
    const outcome = await runBulk(
      [1, 2, 3, 4, 5, 6, 7],
      async (n) => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (n % 3 === 0) throw new Error(`no ${n}`);
      },
      2,
    );
    expect(outcome.succeeded.sort()).toEqual([1, 2, 4, 5, 7]);
    expect(outcome.failed.map((f) => f.item).sort()).toEqual([3, 6]);
    expect(peak).toBe(2);
    expect(bulkSummary(outcome, 1)).toEqual({ done: 5, failed: 2, skipped: 1 });
  });

  it('handles an empty selection', async () => {
    expect(await runBulk([], async () => undefined)).toEqual({ succeeded: [], failed: [] });
  });
});
