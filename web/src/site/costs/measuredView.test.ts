import { describe, expect, it } from 'vitest';
import { measuredTimesFromStored } from '@household/model';
import { measuredView } from './measuredView';

const times = measuredTimesFromStored({
  from: '2025-11-28',
  until: '2026-11-27',
  firstReplyMinutes: { median: 95, count: 12 },
  countries: {
    PH: { arrivalDays: { median: 71, count: 5 }, firstReplyMinutes: { median: 150, count: 7 } },
    KE: { arrivalDays: { median: 40, count: 4 }, firstReplyMinutes: { median: 30, count: 4 } },
  },
});

describe('measuredView', () => {
  it('shows the median with its count from 5 completed requests', () => {
    expect(measuredView(times, 'PH')).toEqual({
      arrival: { measured: true, value: 71, count: 5 },
      reply: { measured: true, value: { unit: 'hours', count: 3 }, count: 7 },
      from: '2025-11-28',
      until: '2026-11-27',
      minCount: 5,
    });
  });

  it('says "not enough" below 5, whatever median is stored, and when nothing was computed', () => {
    expect(measuredView(times, 'KE').arrival).toEqual({ measured: false, count: 4 });
    expect(measuredView(times, 'KE').reply).toEqual({ measured: false, count: 4 });
    expect(measuredView(null, 'PH').arrival).toEqual({ measured: false, count: 0 });
  });
});
