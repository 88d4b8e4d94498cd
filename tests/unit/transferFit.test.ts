import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the bench scripts, without types
import { transferFit } from '../../scripts/bench/transferFit.mjs';

const MB = 1024 * 1024;
const free = 360 * MB;

describe('transferFit: the share of first visits the free transfer allows', () => {
  it('finds the share where a day reaches the quota exactly', () => {
    // 100,000 views a month = 3,333.3 a day; 1,000 views: 200 MB cold, 20 MB warm.
    const fit = transferFit({ cold: 200 * MB, warm: 20 * MB, monthlyViews: 100_000, freeBytesPerDay: free });
    expect(fit.perDayCold).toBeCloseTo((200 * MB * 100) / 30);
    expect(fit.perDayWarm).toBeCloseTo((20 * MB * 100) / 30);
    const day = fit.maxFirstShare * fit.perDayCold + (1 - fit.maxFirstShare) * fit.perDayWarm;
    expect(day).toBeCloseTo(free);
    expect(fit.maxFirstShare).toBeCloseTo((360 * 0.3 - 20) / (200 - 20));
    expect(fit.minPagesPerVisitor).toBeCloseTo(1 / fit.maxFirstShare);
  });

  it('allows every view to be a first visit when the cold figure fits, and none when even warm views do not', () => {
    expect(transferFit({ cold: 100 * MB, warm: 10 * MB, monthlyViews: 100_000, freeBytesPerDay: free })).toMatchObject({
      maxFirstShare: 1,
      minPagesPerVisitor: 1,
    });
    expect(transferFit({ cold: 900 * MB, warm: 400 * MB, monthlyViews: 100_000, freeBytesPerDay: free })).toMatchObject(
      {
        maxFirstShare: 0,
        minPagesPerVisitor: null,
      },
    );
  });

  it('refuses figures where a later view would cost more than a first one', () => {
    expect(() => transferFit({ cold: 10, warm: 20, monthlyViews: 1000, freeBytesPerDay: free })).toThrow(
      /cold >= warm/,
    );
  });
});
