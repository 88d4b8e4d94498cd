import { describe, expect, it } from 'vitest';
import {
  firstReplyOf,
  replyDuration,
  measuredPeriod,
  measuredRecordFromStored,
  measuredTimesFromRecords,
  measuredTimesFromStored,
  type MeasuredRequestRecord,
} from './measuredTimes.ts';

const now = new Date('2026-11-27T09:00:00Z');
const at = (iso: string) => new Date(iso);

function completed(
  contract: string,
  arrived: string,
  country: MeasuredRequestRecord['country'] = 'PH',
): MeasuredRequestRecord {
  return {
    country,
    journey: 'recruitment',
    status: 'completed',
    createdAt: at('2026-01-02T08:00:00Z'),
    contactedAt: null,
    contractAt: at(contract),
    arrivedAt: at(arrived),
  };
}

describe('measuredPeriod', () => {
  it('is the 12 months ending on the Riyadh day of now', () => {
    expect(measuredPeriod(now)).toEqual({ from: '2025-11-28', until: '2026-11-27' });
    // 22:00 UTC is already the next day in Riyadh.
    expect(measuredPeriod(at('2026-12-31T22:00:00Z'))).toEqual({ from: '2026-01-02', until: '2027-01-01' });
    expect(measuredPeriod(at('2028-02-29T09:00:00Z'))).toEqual({ from: '2027-03-01', until: '2028-02-29' });
  });
});

describe('measuredTimesFromRecords', () => {
  it('gives the median days contract -> arrival of completed recruitments, with the count, from 5 on', () => {
    const four = [
      completed('2026-03-01T10:00:00Z', '2026-05-10T10:00:00Z'), // 70
      completed('2026-03-01T10:00:00Z', '2026-05-30T10:00:00Z'), // 90
      completed('2026-04-01T10:00:00Z', '2026-06-01T10:00:00Z'), // 61
      completed('2026-04-01T22:30:00Z', '2026-06-01T10:00:00Z'), // contract on Riyadh's 2 April: 60
    ];
    expect(measuredTimesFromRecords(four, now).countries.PH.arrivalDays).toEqual({ median: null, count: 4 });
    const five = [...four, completed('2026-01-01T10:00:00Z', '2026-03-22T10:00:00Z')]; // 80
    // 60, 61, 70, 80, 90
    expect(measuredTimesFromRecords(five, now).countries.PH.arrivalDays).toEqual({ median: 70, count: 5 });
    expect(measuredTimesFromRecords(five, now).countries.KE.arrivalDays).toEqual({ median: null, count: 0 });
  });

  it('leaves out open, transfer, other-country and out-of-period requests', () => {
    const base = completed('2026-03-01T10:00:00Z', '2026-05-10T10:00:00Z');
    const records = [
      { ...base, status: 'probation' },
      { ...base, journey: 'transfer' as const },
      { ...base, country: null },
      completed('2024-03-01T10:00:00Z', '2024-05-10T10:00:00Z'),
      completed('2025-09-01T10:00:00Z', '2025-11-27T20:00:00Z'), // Riyadh 27 Nov 2025: the day before the period
      completed('2025-09-01T10:00:00Z', '2025-11-27T21:00:00Z'), // Riyadh 28 Nov 2025: in
    ];
    expect(measuredTimesFromRecords(records, now).countries.PH.arrivalDays.count).toBe(1);
  });

  it('gives the median minutes to the first reply per country and overall, even count rounded', () => {
    const reply = (minutes: number, country: MeasuredRequestRecord['country']): MeasuredRequestRecord => ({
      country,
      journey: 'recruitment',
      status: 'contacted',
      createdAt: at('2026-10-01T06:00:00Z'),
      contactedAt: new Date(Date.parse('2026-10-01T06:00:00Z') + minutes * 60_000),
      contractAt: null,
      arrivedAt: null,
    });
    const records = [10, 20, 30, 41, 50, 61].map((minutes) => reply(minutes, 'KE'));
    records.push(reply(5, 'PH'), reply(7, null), { ...reply(1, 'PH'), contactedAt: null });
    const result = measuredTimesFromRecords(records, now);
    // (30 + 41) / 2 = 35.5 -> 36
    expect(result.countries.KE.firstReplyMinutes).toEqual({ median: 36, count: 6 });
    expect(result.countries.PH.firstReplyMinutes).toEqual({ median: null, count: 1 });
    // 5, 7, 10, 20, 30, 41, 50, 61 (the one never contacted is left out)
    expect(result.firstReplyMinutes).toEqual({ median: 25, count: 8 });
  });
});

describe('stored documents', () => {
  it('reads stage dates, else the history of a request stored before the journeys', () => {
    const record = measuredRecordFromStored({
      country: 'PH',
      status: 'completed',
      createdAt: at('2026-01-01T00:00:00Z'),
      stageDates: { contract: at('2026-02-01T00:00:00Z') },
      history: [
        { status: 'new', at: at('2026-01-01T00:00:00Z') },
        { status: 'contacted', at: at('2026-01-01T02:00:00Z') },
        { status: 'arrived', at: at('2026-04-01T00:00:00Z') },
      ],
    });
    expect(record).toEqual({
      country: 'PH',
      journey: 'recruitment',
      status: 'completed',
      createdAt: at('2026-01-01T00:00:00Z'),
      contactedAt: at('2026-01-01T02:00:00Z'),
      contractAt: at('2026-02-01T00:00:00Z'),
      arrivedAt: at('2026-04-01T00:00:00Z'),
    });
  });

  it('never shows a median below 5 requests, whatever is stored', () => {
    const read = measuredTimesFromStored({
      from: '2025-11-28',
      until: '2026-11-27',
      firstReplyMinutes: { median: 30, count: 4 },
      countries: { PH: { arrivalDays: { median: 70, count: 5 } } },
    });
    expect(read?.firstReplyMinutes).toEqual({ median: null, count: 4 });
    expect(read?.countries.PH.arrivalDays).toEqual({ median: 70, count: 5 });
    expect(read?.countries.UG.arrivalDays).toEqual({ median: null, count: 0 });
    expect(measuredTimesFromStored(undefined)).toBeNull();
  });
});

describe('the reply time /costs and /track show', () => {
  it('writes a reply time in minutes, hours or days', () => {
    expect(replyDuration(45)).toEqual({ unit: 'minutes', count: 45 });
    expect(replyDuration(119)).toEqual({ unit: 'minutes', count: 119 });
    expect(replyDuration(150)).toEqual({ unit: 'hours', count: 3 });
    expect(replyDuration(3 * 24 * 60)).toEqual({ unit: 'days', count: 3 });
  });

  it("gives /track the office's first reply over the period, only from the measured minimum", () => {
    const times = {
      from: '2025-11-28',
      until: '2026-11-27',
      firstReplyMinutes: { median: 42, count: 5 },
      countries: {},
    };
    expect(firstReplyOf(times as never)).toEqual({
      medianMinutes: 42,
      count: 5,
      fromDay: '2025-11-28',
      toDay: '2026-11-27',
    });
    expect(firstReplyOf({ ...times, firstReplyMinutes: { median: null, count: 4 } } as never)).toBeNull();
    expect(firstReplyOf(null)).toBeNull();
  });
});
