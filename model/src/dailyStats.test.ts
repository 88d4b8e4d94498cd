import { describe, expect, it } from 'vitest';
import {
  addDays,
  dailyStatsFromRecords,
  dailyStatsFromStored,
  emptyDailyStats,
  medianContactMinutes,
  officeDayKey,
  requestFunnel,
  topWorkers,
  weeklySeries,
  windowStart,
} from './dailyStats.ts';

const at = (iso: string) => new Date(iso);

describe('office days', () => {
  it('are Riyadh days (UTC+3): 21:30 UTC is already the next day', () => {
    expect(officeDayKey(at('2026-11-24T20:59:00Z'))).toBe('2026-11-24');
    expect(officeDayKey(at('2026-11-24T21:00:00Z'))).toBe('2026-11-25');
  });
  it('add days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(windowStart('2026-11-25', 12)).toBe('2026-09-03');
  });
});

describe('dailyStatsFromRecords (seed and backfill)', () => {
  const days = dailyStatsFromRecords(
    [
      {
        id: 'r1',
        refCodes: ['MD-0001', 'MD-0002', 'MD-0001'],
        createdAt: at('2026-11-01T09:00:00Z'),
        history: [
          { status: 'new', at: at('2026-11-01T09:00:00Z') },
          { status: 'contacted', at: at('2026-11-01T11:30:00Z') },
          { status: 'contract', at: at('2026-11-03T09:00:00Z') },
          { status: 'new', at: at('2026-11-04T09:00:00Z') },
          { status: 'contacted', at: at('2026-11-05T09:00:00Z') },
        ],
      },
      { id: 'r2', refCodes: ['MD-0002'], createdAt: at('2026-11-01T22:00:00Z'), history: [] },
    ],
    [{ createdAt: at('2026-11-01T10:00:00Z') }, { createdAt: null }],
  );

  it('counts creations on their office day and each worker once per request', () => {
    expect(days.get('2026-11-01')).toMatchObject({ requests: 1, messages: 1, workers: { 'MD-0001': 1, 'MD-0002': 1 } });
    expect(days.get('2026-11-02')).toMatchObject({ requests: 1, workers: { 'MD-0002': 1 } });
  });
  it('counts stage changes on their day and only the first new -> contacted time', () => {
    expect(days.get('2026-11-01')?.stages).toEqual({ contacted: 1 });
    expect(days.get('2026-11-01')?.contactMinutes).toEqual({ r1: 150 });
    expect(days.get('2026-11-03')?.stages).toEqual({ contract: 1 });
    expect(days.get('2026-11-05')).toMatchObject({ stages: { contacted: 1 }, contactMinutes: {} });
  });
});

describe('what the dashboard shows', () => {
  const day = (key: string, fields: Partial<ReturnType<typeof emptyDailyStats>>) => ({
    ...emptyDailyStats(key),
    ...fields,
  });
  const days = [
    day('2026-11-25', { requests: 2, messages: 1, stages: { contacted: 1 }, contactMinutes: { a: 30 } }),
    day('2026-11-19', {
      requests: 1,
      messages: 4,
      stages: { contacted: 2, visa: 1 },
      contactMinutes: { b: 90, c: 10 },
    }),
    day('2026-11-18', { requests: 5, workers: { 'MD-0002': 3, 'MD-0001': 3, 'DR-0004': 1 } }),
    day('2026-09-02', { requests: 100 }),
    day('2026-11-26', { requests: 100 }),
  ];

  it('sums twelve weeks ending on the given day, oldest first, ignoring days outside', () => {
    const weeks = weeklySeries(days, '2026-11-25');
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toMatchObject({ start: '2026-09-03', end: '2026-09-09', requests: 0 });
    expect(weeks[11]).toEqual({ start: '2026-11-19', end: '2026-11-25', requests: 3, messages: 5 });
    expect(weeks[10]).toMatchObject({ start: '2026-11-12', requests: 5, messages: 0 });
  });
  it('builds the funnel from creations and stage entries', () => {
    expect(requestFunnel(days.slice(0, 3))).toEqual([
      { stage: 'new', count: 8 },
      { stage: 'contacted', count: 3 },
      { stage: 'contract', count: 0 },
      { stage: 'visa', count: 1 },
      { stage: 'arrived', count: 0 },
    ]);
  });
  it('takes the median contact time (odd, even, none)', () => {
    expect(medianContactMinutes(days)).toBe(30);
    expect(medianContactMinutes(days.slice(1))).toBe(50);
    expect(medianContactMinutes([])).toBeNull();
  });
  it('ranks the most requested workers, ties by reference', () => {
    expect(topWorkers(days, 2)).toEqual([
      { refCode: 'MD-0001', count: 3 },
      { refCode: 'MD-0002', count: 3 },
    ]);
  });
  it('reads stored documents defensively', () => {
    expect(
      dailyStatsFromStored('2026-11-01', {
        requests: -3,
        messages: 'x',
        stages: { contacted: 2, bogus: 1 },
        workers: [],
      }),
    ).toEqual({
      day: '2026-11-01',
      requests: 0,
      messages: 0,
      stages: { contacted: 2 },
      contactMinutes: {},
      workers: {},
    });
  });
});
