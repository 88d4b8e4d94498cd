import { dailyStatsFromRecords } from '@household/model';
import { describe, expect, it } from 'vitest';
import { markerId, messageCreatedDelta, requestCreatedDelta, requestStatusDelta } from './dailyDeltas';

const at = (iso: string) => new Date(iso);

describe('daily statistics deltas', () => {
  it('counts a new request on its Riyadh day with each valid worker once', () => {
    expect(
      requestCreatedDelta(
        { createdAt: at('2026-11-24T22:00:00Z'), refCodes: ['MD-0001', 'MD-0001', 'x', 3] },
        at('2030-01-01'),
      ),
    ).toEqual({ day: '2026-11-25', requests: 1, workers: { 'MD-0001': 1 } });
  });
  it('falls back to the write time without createdAt', () => {
    expect(messageCreatedDelta({}, at('2026-11-24T10:00:00Z'))).toEqual({ day: '2026-11-24', messages: 1 });
  });
  it('counts a status change once on the day of updatedAt, with the contact minutes for new -> contacted', () => {
    const created = at('2026-11-24T08:00:00Z');
    expect(
      requestStatusDelta(
        'r1',
        { status: 'new' },
        { status: 'contacted', createdAt: created, updatedAt: at('2026-11-24T09:30:00Z') },
        at('2030-01-01'),
      ),
    ).toEqual({ day: '2026-11-24', stages: { contacted: 1 }, contactMinutes: { r1: 90 } });
    expect(
      requestStatusDelta(
        'r1',
        { status: 'contract' },
        { status: 'contacted', createdAt: created },
        at('2026-11-26T09:30:00Z'),
      ),
    ).toEqual({ day: '2026-11-26', stages: { contacted: 1 } });
  });
  it('ignores writes that change no status, and moves back to new', () => {
    expect(requestStatusDelta('r1', { status: 'new' }, { status: 'new' }, at('2026-11-24'))).toBeNull();
    expect(requestStatusDelta('r1', { status: 'contacted' }, { status: 'new' }, at('2026-11-24'))).toBeNull();
    expect(requestStatusDelta('r1', { status: 'new' }, { status: 'bogus' }, at('2026-11-24'))).toBeNull();
  });
  it('records one contact time, the first new -> contacted, live and rebuilt alike (decision 019)', () => {
    const createdAt = at('2026-11-20T08:00:00Z');
    // new -> contacted -> new -> contacted -> contract, each change on another day.
    const changes = [
      { status: 'contacted', at: at('2026-11-20T09:00:00Z') },
      { status: 'new', at: at('2026-11-21T09:00:00Z') },
      { status: 'contacted', at: at('2026-11-22T09:00:00Z') },
      { status: 'contract', at: at('2026-11-23T09:00:00Z') },
    ];
    const history = [{ status: 'new', at: createdAt }, ...changes];
    // The live path: one trigger event per change, each seeing the history stamped before it.
    const live: Record<string, Record<string, number>> = {};
    changes.forEach((change, index) => {
      const before = { status: history[index]!.status, createdAt, history: history.slice(0, index + 1) };
      const after = { ...before, status: change.status, updatedAt: change.at };
      const delta = requestStatusDelta('r1', before, after, at('2030-01-01'));
      if (delta?.contactMinutes) live[delta.day] = { ...live[delta.day], ...delta.contactMinutes };
    });
    // The rebuild, from the same stored history.
    const rebuilt = Object.fromEntries(
      [...dailyStatsFromRecords([{ id: 'r1', refCodes: [], createdAt, history }], []).values()]
        .filter((day) => Object.keys(day.contactMinutes).length > 0)
        .map((day) => [day.day, day.contactMinutes]),
    );
    expect(live).toEqual({ '2026-11-20': { r1: 60 } });
    expect(rebuilt).toEqual(live);
  });
  it('makes marker ids safe document ids', () => {
    expect(markerId('a/b c')).toBe('a_b_c');
  });
});
