import { describe, expect, it } from 'vitest';
import type { MeasuredTimes } from '@household/model';
import { journeyAnswer } from './journeyAnswer';

const time = (iso: string) => ({ toDate: () => new Date(iso) });

describe('journeyAnswer', () => {
  const stored = {
    trackingCode: 'R-7KQ4-M2',
    name: 'Never sent',
    phone: '0501234567',
    status: 'probation',
    journey: 'recruitment',
    createdAt: time('2026-01-01T08:00:00Z'),
    history: [{ status: 'new', at: time('2026-01-01T08:00:00Z') }],
    stageDates: { new: time('2026-01-01T08:00:00Z'), arrived: time('2026-03-01T08:00:00Z') },
    contractPriceHalalas: 1_200_000,
    contractMonths: 24,
  };
  const measured = {
    from: '2025-04-03',
    until: '2026-04-02',
    firstReplyMinutes: { median: 60, count: 7 },
    countries: {},
  } as unknown as MeasuredTimes;

  it('answers the journey, the clock, the guarantee and nothing personal', () => {
    const answer = journeyAnswer(
      stored,
      { guaranteeEn: ' Free replacement in probation. ', complaintAr: ' سجّل الدخول إلى مساند \n\n قدّم الشكوى ' },
      measured,
      new Date('2026-04-02T08:00:00Z'),
    );
    expect(answer.journey).toBe('recruitment');
    expect(answer.stageDates.arrived).toBe('2026-03-01T08:00:00.000Z');
    expect(answer.clock.probation).toEqual({ day: 33, of: 90, endsDay: '2026-05-30' });
    expect(answer.guarantee).toEqual({
      textEn: 'Free replacement in probation.',
      textAr: null,
      // The office's own steps where it wrote them; null (the standard steps) where it did not.
      complaintEn: null,
      complaintAr: ['سجّل الدخول إلى مساند', 'قدّم الشكوى'],
      probationDays: 90,
      contractPriceHalalas: 1_200_000,
      contractMonths: 24,
      // One month served of 24: 23/24 of the price.
      refundHalalas: 1_150_000,
      firstReply: { medianMinutes: 60, count: 7, fromDay: '2025-04-03', toDay: '2026-04-02' },
    });
    expect(JSON.stringify(answer)).not.toMatch(/Never sent|0501234567/);
  });

  it('shows no reply time below the measured minimum or before the first daily run', () => {
    const now = new Date('2026-04-02T08:00:00Z');
    const few = { ...measured, firstReplyMinutes: { median: null, count: 4 } };
    expect(journeyAnswer(stored, undefined, few, now).guarantee.firstReply).toBeNull();
    expect(journeyAnswer(stored, undefined, null, now).guarantee.firstReply).toBeNull();
  });
});
