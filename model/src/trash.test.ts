import { describe, expect, it } from 'vitest';
import {
  isTrashCollection,
  trashDaysLeft,
  trashFromStored,
  trashIdOf,
  trashPurgeAt,
  trashPurgeCutoff,
  trashRetentionDays,
  trashTitle,
} from './trash.ts';

const day = 24 * 60 * 60 * 1000;

describe('trash model', () => {
  it('ids are {collection}_{id}, for the five trashable collections only', () => {
    expect(trashIdOf('staff', 'abc')).toBe('staff_abc');
    expect(trashIdOf('contactMessages', 'm_1')).toBe('contactMessages_m_1');
    expect(isTrashCollection('requests')).toBe(true);
    for (const other of ['settings', 'content', 'staffContacts', 'trash', '', null])
      expect(isTrashCollection(other)).toBe(false);
  });

  it('purge time and cutoff are the retention period apart', () => {
    const now = new Date('2026-11-24T00:00:00Z');
    expect(trashPurgeAt(now).getTime() - now.getTime()).toBe(trashRetentionDays * day);
    expect(now.getTime() - trashPurgeCutoff(now).getTime()).toBe(trashRetentionDays * day);
    expect(trashDaysLeft(trashPurgeCutoff(now), now)).toBe(0);
    expect(trashDaysLeft(new Date(trashPurgeCutoff(now).getTime() + 1), now)).toBe(1);
  });

  it('a readable title per collection, the id when there is none', () => {
    expect(trashTitle('staff', 's1', { refCode: 'MD-0142', name: ' Maria ' })).toBe('MD-0142 · Maria');
    expect(trashTitle('media', 'm1', { title: 'Kitchen' })).toBe('Kitchen');
    expect(trashTitle('reviews', 'r1', { customerName: 'Umm Khalid', serviceType: 'Maid' })).toBe('Umm Khalid · Maid');
    expect(trashTitle('contactMessages', 'c1', { name: 'Sara', subject: 'Nanny' })).toBe('Sara · Nanny');
    expect(trashTitle('requests', 'q1', { trackingCode: 'R-7KQ4-M2', name: 'Fahad' })).toBe('R-7KQ4-M2 · Fahad');
    expect(trashTitle('staff', 's2', { refCode: 7, name: '' })).toBe('s2');
  });

  it('maps stored entries; refuses what is not one', () => {
    const at = new Date('2026-11-20T10:00:00Z');
    expect(
      trashFromStored('media_m1', {
        collection: 'media',
        id: 'm1',
        data: { title: 'T' },
        deletedAt: { toDate: () => at },
        deletedBy: 'u',
      }),
    ).toEqual({
      trashId: 'media_m1',
      collection: 'media',
      id: 'm1',
      title: 'T',
      data: { title: 'T' },
      deletedAt: at,
      deletedBy: 'u',
    });
    expect(trashFromStored('x', { collection: 'media', id: 'm1', data: 'not a map' })?.data).toEqual({});
    expect(trashFromStored('x', { collection: 'auditLog', id: 'a', data: {} })).toBeNull();
  });
});
