import { describe, expect, it } from 'vitest';
import {
  complaintStepLimits,
  complaintStepsOf,
  complaintStepsText,
  defaultJourneyClocks as clocks,
  journeyClocksOf,
  journeyOf,
  journeyStages,
  journeyStatuses,
  lateAndDue,
  monthsServed,
  musanedFiled,
  nextStage,
  previousStage,
  proRataRefundHalalas,
  stageClock,
  stageDateAllowed,
  stageDatesOf,
  type JourneyState,
} from './journey.ts';
import { requestStatuses } from './requests.ts';

const at = (iso: string) => new Date(iso);

describe('the two journeys', () => {
  it('use only known statuses, and every status belongs to a journey', () => {
    const used = new Set([...journeyStatuses('recruitment'), ...journeyStatuses('transfer')]);
    expect([...used].sort()).toEqual([...requestStatuses].sort());
  });

  it('step through their stages in order', () => {
    expect(nextStage('recruitment', 'contract')).toBe('visa');
    expect(nextStage('transfer', 'contacted')).toBe('transferFiled');
    expect(nextStage('recruitment', 'completed')).toBeNull();
    expect(nextStage('recruitment', 'cancelled')).toBeNull();
    expect(previousStage('transfer', 'probation')).toBe('handover');
    expect(previousStage('recruitment', 'probation')).toBe('arrived');
    expect(previousStage('recruitment', 'new')).toBeNull();
    expect(previousStage('recruitment', 'refunded')).toBe('new');
  });

  it('follow what the request asks for', () => {
    expect(journeyOf({ type: 'transfer' })).toBe('transfer');
    expect(journeyOf({ type: 'Maid', transferable: false })).toBe('recruitment');
    expect(journeyOf(null)).toBe('recruitment');
  });

  it('say when the family has steps on Musaned', () => {
    expect(musanedFiled('recruitment', 'cvsOffered')).toBe(false);
    expect(musanedFiled('recruitment', 'contract')).toBe(true);
    expect(musanedFiled('transfer', 'contacted')).toBe(false);
    expect(musanedFiled('transfer', 'familyPaid')).toBe(true);
    expect(musanedFiled('recruitment', 'cancelled')).toBe(false);
  });

  it('end at their last stage', () => {
    expect(journeyStages.recruitment.at(-1)).toBe('completed');
    expect(journeyStages.transfer.at(-1)).toBe('transferred');
  });
});

describe('the clocks from settings', () => {
  it('default to today’s rules and ignore odd values', () => {
    expect(journeyClocksOf(undefined)).toEqual(clocks);
    expect(journeyClocksOf({ arrivalDays: 60, probationDays: 0, cvsWithVisaDays: 2.5 })).toEqual({
      ...clocks,
      arrivalDays: 60,
    });
  });
});

const recruitment = (
  status: JourneyState['status'],
  dates: Record<string, string>,
  extra: Partial<JourneyState> = {},
) =>
  ({
    journey: 'recruitment',
    status,
    stageDates: Object.fromEntries(Object.entries(dates).map(([key, iso]) => [key, at(iso)])),
    ...extra,
  }) as JourneyState;

describe('stageClock', () => {
  it('gives CVs 7 days after the first contact, 2 when the family has a visa, across a month end', () => {
    const state = recruitment('contacted', { new: '2026-01-25T08:00:00Z', contacted: '2026-01-26T08:00:00Z' });
    expect(stageClock(state, clocks, at('2026-01-27T08:00:00Z'))).toMatchObject({
      dueDay: '2026-02-02',
      dueStage: 'cvsOffered',
      lateDays: 0,
      next: 'cvsOffered',
    });
    expect(stageClock({ ...state, hasVisa: true }, clocks, at('2026-01-27T08:00:00Z')).dueDay).toBe('2026-01-28');
  });

  it('counts the Riyadh day: a contact at 22:00 UTC is the next office day', () => {
    const state = recruitment('contacted', { contacted: '2026-03-01T22:00:00Z' });
    expect(stageClock(state, clocks, at('2026-03-02T00:00:00Z')).dueDay).toBe('2026-03-09');
    // Due 9 March (Riyadh): at 20:59 UTC on the 9th it is still on time, at 21:00 UTC (midnight Riyadh) one day late.
    expect(stageClock(state, clocks, at('2026-03-09T20:59:00Z')).lateDays).toBe(0);
    expect(stageClock(state, clocks, at('2026-03-09T21:00:00Z')).lateDays).toBe(1);
  });

  it('wants arrival 90 days after the contract, across a year end, and 30 more once extended', () => {
    const state = recruitment('visa', { contract: '2026-11-15T09:00:00Z', visa: '2026-12-01T09:00:00Z' });
    expect(stageClock(state, clocks, at('2026-12-20T09:00:00Z'))).toMatchObject({
      dueDay: '2027-02-13',
      dueStage: 'arrived',
      lateDays: 0,
    });
    expect(stageClock(state, clocks, at('2027-02-20T09:00:00Z')).lateDays).toBe(7);
    const extended = { ...state, arrivalExtension: { days: 30 } };
    expect(stageClock(extended, clocks, at('2027-02-20T09:00:00Z'))).toMatchObject({
      dueDay: '2027-03-15',
      lateDays: 0,
    });
  });

  it('uses a date the office set earlier', () => {
    const today = at('2026-06-10T09:00:00Z');
    const onTime = recruitment('contract', { contract: '2026-06-01T09:00:00Z' });
    const backDated = recruitment('contract', { contract: '2026-02-01T09:00:00Z' });
    expect(stageClock(onTime, clocks, today).lateDays).toBe(0);
    expect(stageClock(backDated, clocks, today)).toMatchObject({ dueDay: '2026-05-02', lateDays: 39 });
  });

  it('counts probation days from arrival, with its last day, in a leap year February', () => {
    const state = recruitment('probation', { arrived: '2028-01-31T10:00:00Z', probation: '2028-01-31T10:00:00Z' });
    expect(stageClock(state, clocks, at('2028-02-22T10:00:00Z'))).toMatchObject({
      probation: { day: 23, of: 90, endsDay: '2028-04-30' },
      dueDay: '2028-04-30',
      dueStage: 'completed',
      lateDays: 0,
    });
  });

  it('files a transfer at the end of probation from the handover', () => {
    const state: JourneyState = {
      journey: 'transfer',
      status: 'handover',
      stageDates: { handover: at('2026-12-31T12:00:00Z') },
    };
    expect(stageClock(state, clocks, at('2026-12-31T12:00:00Z'))).toMatchObject({
      probation: { day: 1, of: 90, endsDay: '2027-03-31' },
      dueStage: 'transferred',
      dueDay: '2027-03-31',
    });
  });

  it('runs no clock at a stage without one, nor once the journey ended', () => {
    const now = at('2026-06-10T09:00:00Z');
    expect(stageClock(recruitment('cvsOffered', { cvsOffered: '2026-01-01T09:00:00Z' }), clocks, now)).toMatchObject({
      dueDay: null,
      lateDays: 0,
      next: 'contract',
    });
    expect(stageClock(recruitment('completed', { arrived: '2026-01-01T09:00:00Z' }), clocks, now)).toMatchObject({
      dueDay: null,
      probation: null,
      next: null,
    });
  });
});

describe('stage dates', () => {
  it('come from stageDates, else from history (closed read as completed), new from the create', () => {
    const toDate = (value: unknown) => (value instanceof Date ? value : null);
    const dates = stageDatesOf(
      {
        createdAt: at('2026-01-01T00:00:00Z'),
        history: [
          { status: 'new', at: at('2026-01-01T00:00:00Z') },
          { status: 'contacted', at: at('2026-01-02T00:00:00Z') },
          { status: 'closed', at: at('2026-01-05T00:00:00Z') },
        ],
        stageDates: { contacted: at('2026-01-01T12:00:00Z') },
      },
      toDate,
    );
    expect(dates).toEqual({
      new: at('2026-01-01T00:00:00Z'),
      contacted: at('2026-01-01T12:00:00Z'),
      completed: at('2026-01-05T00:00:00Z'),
    });
  });

  it('may be set earlier, never in the future nor before the previous stage', () => {
    const state = {
      journey: 'recruitment' as const,
      stageDates: { new: at('2026-01-01T00:00:00Z'), contacted: at('2026-01-05T00:00:00Z') },
    };
    const now = at('2026-02-01T00:00:00Z');
    expect(stageDateAllowed(state, 'cvsOffered', at('2026-01-10T00:00:00Z'), now)).toBe(true);
    expect(stageDateAllowed(state, 'cvsOffered', at('2026-02-02T00:00:00Z'), now)).toBe(false);
    expect(stageDateAllowed(state, 'cvsOffered', at('2026-01-04T00:00:00Z'), now)).toBe(false);
    // No date for the previous stage: the request's own date is the floor.
    expect(stageDateAllowed(state, 'contract', at('2025-12-31T00:00:00Z'), now)).toBe(false);
  });
});

describe('the guarantee', () => {
  it('refunds the unserved months pro rata, in whole halalas', () => {
    expect(proRataRefundHalalas(1_500_000, 24, 3)).toBe(1_312_500);
    expect(proRataRefundHalalas(1_000_000, 3, 1)).toBe(666_666);
    expect(proRataRefundHalalas(1_000_000, 3, 5)).toBe(0);
    expect(proRataRefundHalalas(null, 24, 3)).toBeNull();
    expect(proRataRefundHalalas(1_000_000, null, 3)).toBeNull();
  });

  it("keeps the office's complaint steps one a line, and none when it wrote none", () => {
    expect(complaintStepsText('  Sign in to Musaned \r\n\n  File the complaint\n \n')).toBe(
      'Sign in to Musaned\nFile the complaint',
    );
    expect(complaintStepsText('  \n ')).toBeNull();
    expect(complaintStepsText(null)).toBeNull();
    expect(complaintStepsOf('Sign in\n\nFile it')).toEqual(['Sign in', 'File it']);
    expect(complaintStepsOf('')).toBeNull();
    expect(complaintStepsOf(42)).toBeNull();
    const many = Array.from({ length: 14 }, (_, i) => `step ${i + 1}`).join('\n');
    expect(complaintStepsOf(many)).toHaveLength(complaintStepLimits.steps);
  });

  it('counts months served by the day of month', () => {
    expect(monthsServed('2026-01-31', '2026-02-28')).toBe(0);
    expect(monthsServed('2026-01-15', '2026-02-15')).toBe(1);
    expect(monthsServed('2026-11-20', '2027-01-19')).toBe(1);
  });
});

describe('lateAndDue', () => {
  it('lists the late oldest first, then what is due within 7 days', () => {
    const now = at('2026-06-10T09:00:00Z');
    const items = [
      recruitment('contacted', { contacted: '2026-06-05T09:00:00Z' }), // due 06-12: soon
      recruitment('contract', { contract: '2026-02-01T09:00:00Z' }), // due 05-02: late 39
      recruitment('contacted', { contacted: '2026-05-30T09:00:00Z' }), // due 06-06: late 4
      recruitment('contacted', { contacted: '2026-06-10T09:00:00Z' }), // due 06-17: within 7
      recruitment('contract', { contract: '2026-06-01T09:00:00Z' }), // due 08-30: not listed
      recruitment('completed', { arrived: '2026-01-01T09:00:00Z' }),
    ];
    const { late, dueSoon } = lateAndDue(items, (item) => item, clocks, now);
    expect(late.map((entry) => entry.clock.dueDay)).toEqual(['2026-05-02', '2026-06-06']);
    expect(dueSoon.map((entry) => entry.clock.dueDay)).toEqual(['2026-06-12', '2026-06-17']);
  });
});
