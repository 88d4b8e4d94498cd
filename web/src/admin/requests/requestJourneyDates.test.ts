import { describe, expect, it } from 'vitest';
import { stageInstant } from './requestJourneyDates';

const at = (iso: string) => new Date(iso);
const state = {
  journey: 'recruitment' as const,
  stageDates: { new: at('2026-11-01T06:00:00Z'), contacted: at('2026-11-03T13:00:00Z') },
};
const now = at('2026-11-27T07:00:00Z'); // 10:00 in Riyadh

describe('stageInstant', () => {
  it('stores today as now and an earlier day at noon in Riyadh', () => {
    expect(stageInstant('2026-11-27', state, 'cvsOffered', now)).toEqual({ at: 'now' });
    expect(stageInstant('2026-11-10', state, 'cvsOffered', now)).toEqual({ at: at('2026-11-10T09:00:00Z') });
  });

  it('refuses a future day and a day before the previous stage', () => {
    expect(stageInstant('2026-11-28', state, 'cvsOffered', now)).toEqual({ refused: 'future' });
    expect(stageInstant('2026-11-02', state, 'cvsOffered', now)).toEqual({ refused: 'beforePrevious' });
  });

  it('takes the previous stage’s time on its own day (16:00 Riyadh is after noon)', () => {
    expect(stageInstant('2026-11-03', state, 'cvsOffered', now)).toEqual({ at: at('2026-11-03T13:00:00Z') });
  });
});
