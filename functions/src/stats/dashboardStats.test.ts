import { describe, expect, it } from 'vitest';
import {
  compareTimes,
  countDashboard,
  isNewerThanStored,
  storedCoversChange,
  writeAffectsDashboard,
} from './dashboardStats';

describe('countDashboard', () => {
  it('counts every collection and the status-filtered counters', () => {
    expect(
      countDashboard({
        staff: [{ status: 'active' }, { status: 'active' }, { status: 'pending' }, { status: 'inactive' }],
        contactMessages: [{ status: 'unread' }, { status: 'read' }, { status: 'unread' }, { status: 'replied' }],
        media: [{}, {}, {}],
        reviews: [{}],
        requests: [
          { status: 'new' },
          { status: 'contract' },
          { status: 'completed' },
          { status: 'cancelled' },
          { status: 'arrived' },
          {},
        ],
      }),
    ).toEqual({
      totalStaff: 4,
      activePlacements: 2,
      pendingApplications: 1,
      unreadMessages: 2,
      totalMedia: 3,
      totalReviews: 1,
      openRequests: 3,
    });
  });

  it('is all zeros for empty collections', () => {
    expect(countDashboard({ staff: [], contactMessages: [], media: [], reviews: [], requests: [] })).toEqual({
      totalStaff: 0,
      activePlacements: 0,
      pendingApplications: 0,
      unreadMessages: 0,
      totalMedia: 0,
      totalReviews: 0,
      openRequests: 0,
    });
  });
});

describe('writeAffectsDashboard', () => {
  it('counts creates and deletes everywhere', () => {
    expect(writeAffectsDashboard('media', undefined, { title: 'x' })).toBe(true);
    expect(writeAffectsDashboard('reviews', { approved: true }, undefined)).toBe(true);
    expect(writeAffectsDashboard('staff', undefined, undefined)).toBe(false);
  });

  it('counts status changes of staff and messages only', () => {
    expect(writeAffectsDashboard('staff', { status: 'pending' }, { status: 'active' })).toBe(true);
    expect(writeAffectsDashboard('staff', { status: 'active', name: 'a' }, { status: 'active', name: 'b' })).toBe(
      false,
    );
    expect(writeAffectsDashboard('contactMessages', { status: 'unread' }, { status: 'read' })).toBe(true);
    expect(writeAffectsDashboard('requests', { status: 'new' }, { status: 'contract' })).toBe(true);
    expect(writeAffectsDashboard('requests', { status: 'new', history: [] }, { status: 'new', history: [{}] })).toBe(
      false,
    );
    expect(writeAffectsDashboard('media', { status: 'x', isActive: true }, { status: 'y', isActive: false })).toBe(
      false,
    );
    expect(writeAffectsDashboard('reviews', { approved: false }, { approved: true })).toBe(false);
  });
});

describe('read-time ordering', () => {
  const t = (seconds: number, nanoseconds = 0) => ({ seconds, nanoseconds });

  it('orders by seconds then nanoseconds', () => {
    expect(compareTimes(t(1, 5), t(1, 4))).toBeGreaterThan(0);
    expect(compareTimes(t(1, 999), t(2, 0))).toBeLessThan(0);
    expect(compareTimes(t(3, 3), t(3, 3))).toBe(0);
  });

  it('replaces stored counts only with counts read later', () => {
    expect(isNewerThanStored(undefined, t(5))).toBe(true);
    expect(isNewerThanStored({ updatedAt: null }, t(5))).toBe(true);
    expect(isNewerThanStored({ updatedAt: t(4) }, t(5))).toBe(true);
    expect(isNewerThanStored({ updatedAt: t(5) }, t(5))).toBe(false);
    expect(isNewerThanStored({ updatedAt: t(6) }, t(5))).toBe(false);
  });

  it('knows when stored counts already include a change', () => {
    expect(storedCoversChange(undefined, t(5))).toBe(false);
    expect(storedCoversChange({ updatedAt: t(4, 999) }, t(5))).toBe(false);
    expect(storedCoversChange({ updatedAt: t(5) }, t(5))).toBe(true);
    expect(storedCoversChange({ updatedAt: t(6) }, t(5))).toBe(true);
  });
});
