import { describe, expect, it } from 'vitest';
import { auditEntryFromStored, isPersonalField, maskValue } from './auditLog.ts';

describe('maskValue', () => {
  it('keeps the first character and the length only', () => {
    expect(maskValue('maria@example.com')).toBe('m••• (17)');
    expect(maskValue('مريم')).toBe('م••• (4)');
    expect(maskValue(966500000000)).toBe('9••• (12)');
    expect(maskValue('')).toBe('');
    expect(maskValue(null)).toBeNull();
  });
});

describe('isPersonalField', () => {
  it('covers contacts and what visitors wrote, not the admin fields', () => {
    expect(isPersonalField('staffContacts', 'phone')).toBe(true);
    expect(isPersonalField('contactMessages', 'message')).toBe(true);
    expect(isPersonalField('requests', 'name')).toBe(true);
    expect(isPersonalField('requests', 'status')).toBe(false);
    expect(isPersonalField('staff', 'name')).toBe(false);
  });
});

describe('auditEntryFromStored', () => {
  const at = { toDate: () => new Date(Date.UTC(2026, 10, 24, 6)) };

  it('maps a stored entry', () => {
    const entry = auditEntryFromStored('e1', {
      at,
      actorUid: 'u1',
      actorEmail: 'admin@x.com',
      action: 'update',
      collection: 'staff',
      docId: 'w1',
      path: 'staff/w1',
      changed: ['status', 7],
      before: { status: 'pending' },
      after: { status: 'active' },
    });
    expect(entry).toEqual({
      id: 'e1',
      at: new Date(Date.UTC(2026, 10, 24, 6)),
      actorUid: 'u1',
      actorEmail: 'admin@x.com',
      action: 'update',
      collection: 'staff',
      docId: 'w1',
      path: 'staff/w1',
      changed: ['status'],
      before: { status: 'pending' },
      after: { status: 'active' },
    });
  });

  it('reads a missing actor and missing versions as null and {}', () => {
    const entry = auditEntryFromStored('e2', {
      at,
      actorUid: null,
      action: 'restore',
      collection: 'media',
      docId: 'm1',
      path: 'media/m1',
      changed: [],
      before: null,
      after: null,
    });
    expect(entry).toMatchObject({ actorUid: null, actorEmail: null, before: {}, after: {} });
  });

  it('refuses an unknown action or collection', () => {
    expect(auditEntryFromStored('e3', { action: 'drop', collection: 'staff' })).toBeNull();
    expect(auditEntryFromStored('e4', { action: 'update', collection: 'mail' })).toBeNull();
  });
});
