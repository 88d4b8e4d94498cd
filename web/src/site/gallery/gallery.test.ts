import { describe, expect, it } from 'vitest';
import { splitRows } from './media';
import { planThumbnailBatches, thumbnailSeekTime, thumbnailSize } from './thumbnailPlan';

describe('splitRows', () => {
  it('gives the first row the rounded-up half', () => {
    expect(splitRows([1, 2, 3, 4, 5])).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(splitRows([1, 2, 3, 4])).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(splitRows([1])).toEqual([[1], []]);
    expect(splitRows([])).toEqual([[], []]);
  });
});

describe('thumbnail plan', () => {
  it('batches three at a time with a 100 ms stagger', () => {
    const plan = planThumbnailBatches(['a', 'b', 'c', 'd', 'e']);
    expect(plan).toHaveLength(2);
    expect(plan[0]!.map((s) => [s.item, s.offsetMs])).toEqual([
      ['a', 0],
      ['b', 100],
      ['c', 200],
    ]);
    expect(plan[1]!.map((s) => [s.item, s.batch, s.offsetMs])).toEqual([
      ['d', 1, 0],
      ['e', 1, 100],
    ]);
  });

  it('seeks to the smaller of 1 s and 5% of the duration', () => {
    expect(thumbnailSeekTime(60)).toBe(1);
    expect(thumbnailSeekTime(10)).toBeCloseTo(0.5);
    expect(thumbnailSeekTime(Number.NaN)).toBe(0);
    expect(thumbnailSeekTime(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('falls back to 320x240 when the video has no size', () => {
    expect(thumbnailSize(640, 360)).toEqual({ width: 640, height: 360 });
    expect(thumbnailSize(0, 0)).toEqual({ width: 320, height: 240 });
  });
});
