import { describe, expect, it } from 'vitest';
import { arrivalsNotice, newArrivals, toAdminNotification, toDashboardStats } from './dashboardModel';

describe('toDashboardStats', () => {
  it('reads every counter and the update time', () => {
    const when = new Date('2026-11-01T10:00:00Z');
    const counts = {
      totalStaff: 44,
      activePlacements: 30,
      pendingApplications: 3,
      unreadMessages: 2,
      totalMedia: 9,
      totalReviews: 7,
      openRequests: 4,
    };
    const stats = toDashboardStats({ ...counts, updatedAt: { toDate: () => when } });
    expect(stats).toEqual({ counts, updatedAt: when });
  });

  it('treats missing or invalid counters as zero and a missing document as null', () => {
    expect(toDashboardStats({ totalStaff: 'x', totalMedia: -3 })?.counts).toMatchObject({
      totalStaff: 0,
      totalMedia: 0,
      totalReviews: 0,
    });
    expect(toDashboardStats(undefined)).toBeNull();
  });
});

describe('toAdminNotification', () => {
  it('keeps in-portal links only', () => {
    expect(
      toAdminNotification('n1', {
        kind: 'contactMessage',
        title: 'T',
        body: 'B',
        link: '/admin/messages?open=x',
        read: false,
      }).link,
    ).toBe('/admin/messages?open=x');
    expect(toAdminNotification('n2', { link: 'https://evil.example' }).link).toBeNull();
    expect(toAdminNotification('n3', {})).toMatchObject({ title: '', read: false, createdAt: null });
  });
});

describe('newArrivals', () => {
  it('announces only ids not known when the page mounted', () => {
    expect(newArrivals(new Set(['a', 'b']), [{ id: 'c' }, { id: 'a' }])).toEqual(['c']);
    expect(newArrivals(new Set(), [])).toEqual([]);
  });
});

describe('arrivalsNotice', () => {
  const item = (id: string, link: string | null = `/admin/messages?open=${id}`) => ({ id, link });

  it('says nothing when nothing arrived', () => {
    expect(arrivalsNotice([])).toBeNull();
  });

  it('one arrival: Open leads to it (or nowhere when it has no link)', () => {
    expect(arrivalsNotice([item('a')])).toEqual({ count: 1, named: [item('a')], link: '/admin/messages?open=a' });
    expect(arrivalsNotice([item('a', null)])?.link).toBeNull();
  });

  it('several: counted, the newest three named, Open leads to the unread list on the dashboard', () => {
    const pending = ['e', 'd', 'c', 'b', 'a'].map((id) => item(id));
    expect(arrivalsNotice(pending)).toEqual({ count: 5, named: pending.slice(0, 3), link: '/admin' });
  });
});
