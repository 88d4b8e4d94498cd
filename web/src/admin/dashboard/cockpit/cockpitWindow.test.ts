import { describe, expect, it } from 'vitest';
import { cockpitWindow, hoursWaiting, splitMinutes, staleCutoff } from './cockpitWindow';

const now = new Date('2026-11-25T22:30:00Z'); // already 26 November in Riyadh

describe('the dashboard window', () => {
  it('ends today in Riyadh by default and spans twelve weeks', () => {
    expect(cockpitWindow(null, now)).toEqual({ from: '2026-09-04', until: '2026-11-26', days: 84 });
  });
  it('ends on a past ?until= day, and ignores future or malformed ones', () => {
    expect(cockpitWindow('2026-11-21', now).until).toBe('2026-11-21');
    expect(cockpitWindow('2026-11-21', now).from).toBe('2026-08-30');
    expect(cockpitWindow('2027-01-01', now).until).toBe('2026-11-26');
    expect(cockpitWindow('2026-02-30', now).until).toBe('2026-11-26');
    expect(cockpitWindow('yesterday', now).until).toBe('2026-11-26');
  });
  it('finds late requests and how long they waited', () => {
    expect(staleCutoff(now).toISOString()).toBe('2026-11-24T22:30:00.000Z');
    expect(hoursWaiting(new Date('2026-11-24T10:00:00Z'), now)).toBe(36);
    expect(hoursWaiting(null, now)).toBeNull();
  });
  it('splits minutes into days, hours and minutes', () => {
    expect(splitMinutes(1565)).toEqual({ days: 1, hours: 2, minutes: 5 });
    expect(splitMinutes(45)).toEqual({ days: 0, hours: 0, minutes: 45 });
  });
});
