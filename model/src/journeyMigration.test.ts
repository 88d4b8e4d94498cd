import { describe, expect, it } from 'vitest';
import { isEmptyJourneyMigration, migratedStatus, planJourneyMigration } from './journeyMigration.ts';

const isTime = (value: unknown): value is Date => value instanceof Date;
const at = (iso: string) => new Date(iso);

describe('planJourneyMigration', () => {
  const old = {
    status: 'closed',
    createdAt: at('2026-01-01T08:00:00Z'),
    history: [
      { status: 'new', at: at('2026-01-01T08:00:00Z') },
      { status: 'contacted', at: at('2026-01-02T08:00:00Z') },
      { status: 'contract', at: at('2026-01-05T08:00:00Z') },
      { status: 'closed', at: at('2026-04-01T08:00:00Z') },
    ],
  };

  it('maps a closed recruitment onto completed, with journey, country and stage dates', () => {
    expect(planJourneyMigration(old, { type: 'Maid', country: 'PH' }, isTime).set).toEqual({
      journey: 'recruitment',
      country: 'PH',
      status: 'completed',
      stageDates: {
        new: at('2026-01-01T08:00:00Z'),
        contacted: at('2026-01-02T08:00:00Z'),
        contract: at('2026-01-05T08:00:00Z'),
        completed: at('2026-04-01T08:00:00Z'),
      },
    });
  });

  it('maps a transfer request onto the transfer stages', () => {
    const plan = planJourneyMigration(old, { type: 'transfer', country: 'KE' }, isTime);
    expect(plan.set.status).toBe('transferred');
    expect(Object.keys(plan.set.stageDates ?? {})).toEqual(['new', 'contacted', 'transferFiled', 'transferred']);
    expect(migratedStatus('transfer', 'arrived')).toBe('handover');
  });

  it('drops a date stored under an old status name and keeps one the office set under a stage name', () => {
    const officeSet = at('2026-01-03T08:00:00Z');
    const stamped = { ...old, stageDates: { closed: at('2026-04-01T08:00:00Z'), contacted: officeSet } };
    expect(planJourneyMigration(stamped, { type: 'Maid', country: 'PH' }, isTime).set.stageDates).toEqual({
      new: at('2026-01-01T08:00:00Z'),
      contacted: officeSet,
      contract: at('2026-01-05T08:00:00Z'),
      completed: at('2026-04-01T08:00:00Z'),
    });
  });

  it('keeps what is already migrated, and a worker no longer on file gives no country', () => {
    const once = planJourneyMigration(old, null, isTime).set;
    expect(once.country).toBeNull();
    expect(isEmptyJourneyMigration(planJourneyMigration({ ...old, ...once }, null, isTime))).toBe(true);
  });

  it('keeps open statuses that mean the same', () => {
    expect(
      planJourneyMigration({ ...old, status: 'visa' }, { type: 'Driver', country: 'IN' }, isTime).set.status,
    ).toBeUndefined();
  });
});
