import { describe, expect, it } from 'vitest';
import { actorLabel, formatValue, recordLink, timeRange } from './auditView';

const entry = (overrides: Partial<Parameters<typeof recordLink>[0]> = {}) => ({
  collection: 'staff' as const,
  docId: 'w1',
  action: 'update' as const,
  before: {},
  after: {},
  ...overrides,
});

describe('recordLink', () => {
  it('links a worker by refCode, messages and requests by id, the rest to their page', () => {
    expect(recordLink(entry({ after: { refCode: 'MD-0142' } }))).toBe('/admin/staff?q=MD-0142');
    expect(recordLink(entry({ collection: 'staffContacts', before: { refCode: 'MD-0142' } }))).toBe(
      '/admin/staff?q=MD-0142',
    );
    expect(recordLink(entry())).toBe('/admin/staff');
    expect(recordLink(entry({ collection: 'contactMessages', docId: 'a b' }))).toBe('/admin/messages?open=a%20b');
    expect(recordLink(entry({ collection: 'requests', docId: 'r1' }))).toBe('/admin/requests?open=r1');
    expect(recordLink(entry({ collection: 'settings', docId: 'site' }))).toBe('/admin/settings');
    expect(recordLink(entry({ collection: 'documents', action: 'create', docId: 'PH/a.pdf' }))).toBe('/admin/storage');
  });

  it('sends a deleted record to the trash tab (a deleted document file has no page)', () => {
    expect(recordLink(entry({ action: 'delete' }))).toBe('/admin/activity?tab=trash');
    expect(recordLink(entry({ collection: 'documents', action: 'delete' }))).toBeNull();
  });

  it('never builds a link from a refCode that could leave the page', () => {
    expect(recordLink(entry({ after: { refCode: '../x?y=1&z' } }))).toBe('/admin/staff?q=..%2Fx%3Fy%3D1%26z');
  });
});

describe('formatValue', () => {
  const time = (date: Date) => date.toISOString().slice(0, 10);
  const bool = (value: boolean) => (value ? 'Yes' : 'No');

  it('reads empty values, booleans, times, lists and maps', () => {
    expect(formatValue(null, time, bool)).toBe('—');
    expect(formatValue('', time, bool)).toBe('—');
    expect(formatValue(true, time, bool)).toBe('Yes');
    expect(formatValue({ toDate: () => new Date(Date.UTC(2026, 10, 2)) }, time, bool)).toBe('2026-11-02');
    expect(formatValue(['cooking', 'laundry'], time, bool)).toBe('cooking, laundry');
    expect(formatValue([], time, bool)).toBe('—');
    expect(formatValue({ a: 1 }, time, bool)).toBe('{"a":1}');
    expect(formatValue(4, time, bool)).toBe('4');
  });

  it('shortens long text', () => {
    expect(formatValue('x'.repeat(500), time, bool)).toBe(`${'x'.repeat(120)}…`);
  });
});

describe('timeRange', () => {
  it('covers whole local days, the end exclusive, and swaps a reversed range', () => {
    const { start, end } = timeRange({ from: new Date(2026, 10, 2, 15, 30), to: new Date(2026, 10, 1, 9) });
    expect(start).toEqual(new Date(2026, 10, 1));
    expect(end).toEqual(new Date(2026, 10, 3));
  });

  it('leaves an open side open', () => {
    expect(timeRange({ from: null, to: null })).toEqual({ start: null, end: null });
    expect(timeRange({ from: new Date(2026, 0, 5, 8), to: null })).toEqual({ start: new Date(2026, 0, 5), end: null });
  });
});

describe('actorLabel', () => {
  it('prefers the e-mail, then the uid, else nobody', () => {
    expect(actorLabel({ actorEmail: 'a@x.com', actorUid: 'u1' })).toBe('a@x.com');
    expect(actorLabel({ actorEmail: null, actorUid: 'u1' })).toBe('u1');
    expect(actorLabel({ actorEmail: null, actorUid: null })).toBeNull();
  });
});
