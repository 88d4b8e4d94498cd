import { describe, expect, it } from 'vitest';
import { trashFromStored, trashRetentionDays, type TrashItem } from '@household/model';
import { countByCollection, daysLeftLabel, filterTrash } from './trashList';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-31T12:00:00Z');

function item(trashId: string, data: Record<string, unknown>): TrashItem {
  const mapped = trashFromStored(trashId, data);
  if (!mapped) throw new Error(`not a trash entry: ${trashId}`);
  return mapped;
}

const worker = item('staff_s1', {
  collection: 'staff',
  id: 's1',
  data: { refCode: 'MD-0142', name: 'Maria' },
  deletedAt: new Date(now.getTime() - day),
  deletedBy: 'u1',
});
const photo = item('media_m1', {
  collection: 'media',
  id: 'm1',
  data: { title: '' },
  deletedAt: new Date(now.getTime() - 28.5 * day),
  deletedBy: 'u1',
});
const request = item('requests_r1', {
  collection: 'requests',
  id: 'r1',
  data: { trackingCode: 'R-7KQ4-M2', name: 'Fahad' },
  deletedAt: null,
  deletedBy: 'u1',
});

describe('trash list', () => {
  it('filters by collection and keeps the order', () => {
    expect(filterTrash([worker, photo, request], 'all').map((entry) => entry.trashId)).toEqual([
      'staff_s1',
      'media_m1',
      'requests_r1',
    ]);
    expect(filterTrash([worker, photo, request], 'media').map((entry) => entry.trashId)).toEqual(['media_m1']);
    expect(filterTrash([worker, photo], 'reviews')).toEqual([]);
  });

  it('counts per collection', () => {
    expect(countByCollection([worker, photo, request, worker])).toEqual({ staff: 2, media: 1, requests: 1 });
  });

  it('readable titles, the id when the document has no title', () => {
    expect(worker.title).toBe('MD-0142 · Maria');
    expect(photo.title).toBe('m1');
    expect(request.title).toBe('R-7KQ4-M2 · Fahad');
  });

  it('days left count down from the retention period, never below 0', () => {
    expect(daysLeftLabel(worker, now)).toEqual({ days: trashRetentionDays - 1, urgent: false });
    expect(daysLeftLabel({ deletedAt: now }, now)).toEqual({ days: trashRetentionDays, urgent: false });
    expect(daysLeftLabel(photo, now)).toEqual({ days: 2, urgent: true });
    expect(daysLeftLabel({ deletedAt: new Date(now.getTime() - 29.9 * day) }, now)).toEqual({ days: 1, urgent: true });
    expect(daysLeftLabel({ deletedAt: new Date(now.getTime() - 40 * day) }, now)).toEqual({ days: 0, urgent: true });
    // Not stamped yet (the server time arrives with the next snapshot): the full period.
    expect(daysLeftLabel(request, now).days).toBe(trashRetentionDays);
  });

  it('refuses entries that are not trash documents', () => {
    expect(trashFromStored('x', { collection: 'settings', id: 'site', data: {} })).toBeNull();
    expect(trashFromStored('x', { collection: 'staff', id: '', data: {} })).toBeNull();
  });
});
