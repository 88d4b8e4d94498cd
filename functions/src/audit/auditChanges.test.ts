import { describe, expect, it } from 'vitest';
import {
  afterFields,
  changedFields,
  decideDocumentWrite,
  freshActor,
  loggedValue,
  loggedValues,
  sameValue,
  withPrivateStamp,
} from './auditChanges';

/** A stand-in for a Firestore Timestamp: the logic only calls toMillis(). */
const time = (ms: number) => ({ toMillis: () => ms });

describe('sameValue', () => {
  it('compares times by instant, lists and maps by content', () => {
    expect(sameValue(time(5), time(5))).toBe(true);
    expect(sameValue(time(5), time(6))).toBe(false);
    expect(sameValue(time(5), 5)).toBe(false);
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue({ a: 1, b: [1] }, { b: [1], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameValue(null, undefined)).toBe(false);
  });
});

describe('changedFields', () => {
  it('lists added, removed and changed fields, sorted, without bookkeeping fields', () => {
    const before = {
      name: 'A',
      status: 'active',
      skills: ['cooking'],
      updatedAt: time(1),
      updatedBy: 'u1',
      history: [],
    };
    const after = {
      name: 'A',
      status: 'inactive',
      skills: ['cooking', 'laundry'],
      country: 'PH',
      updatedAt: time(2),
      updatedBy: 'u2',
      history: [1],
    };
    expect(changedFields(before, after)).toEqual(['country', 'skills', 'status']);
  });

  it('treats a missing version as empty (create and delete list every field)', () => {
    expect(changedFields(undefined, { b: 1, a: 2, updatedAt: time(1) })).toEqual(['a', 'b']);
    expect(changedFields({ b: 1 }, undefined)).toEqual(['b']);
  });
});

describe('loggedValue', () => {
  it('masks personal fields of the collection, keeping the first character and the length', () => {
    expect(loggedValue('staffContacts', 'email', 'maria@example.com')).toBe('m••• (17)');
    expect(loggedValue('staffContacts', 'phone', '+966501234567')).toBe('+••• (13)');
    expect(loggedValue('contactMessages', 'message', 'Hello there')).toBe('H••• (11)');
    expect(loggedValue('requests', 'phone', null)).toBeNull();
  });

  it('keeps other fields, shortens long text and turns absent into null', () => {
    expect(loggedValue('staff', 'name', 'Maria')).toBe('Maria');
    expect(loggedValue('contactMessages', 'status', 'read')).toBe('read');
    expect(loggedValue('content', 'en', 'x'.repeat(1000))).toBe(`${'x'.repeat(300)}…`);
    expect(loggedValue('staff', 'reservedUntil', undefined)).toBeNull();
  });

  it('never keeps a personal value, whatever its type', () => {
    const logged = loggedValues('staffContacts', { email: 'secret@example.com', phone: 966500000000 }, [
      'email',
      'phone',
    ]);
    expect(JSON.stringify(logged)).not.toContain('secret');
    expect(JSON.stringify(logged)).not.toContain('966500000000');
  });
});

describe('freshActor', () => {
  it('is updatedBy when updatedAt is the write time', () => {
    expect(freshActor({ updatedBy: 'admin1', updatedAt: time(10) }, time(10))).toBe('admin1');
  });

  it('allows the small gap between request time and commit time', () => {
    expect(freshActor({ updatedBy: 'admin1', updatedAt: time(10_000) }, time(10_040))).toBe('admin1');
  });

  it('is null for a stale stamp, a missing stamp or a non-string actor', () => {
    expect(freshActor({ updatedBy: 'admin1', updatedAt: time(1_000) }, time(10_000))).toBeNull();
    expect(freshActor({ updatedAt: time(10) }, time(10))).toBeNull();
    expect(freshActor({ updatedBy: 42, updatedAt: time(10) }, time(10))).toBeNull();
    expect(freshActor({ updatedBy: 'admin1' }, time(10))).toBeNull();
    expect(freshActor(undefined, time(10))).toBeNull();
  });
});

describe('decideDocumentWrite', () => {
  const stamped = (ms: number, extra: Record<string, unknown>) => ({
    ...extra,
    updatedBy: 'admin1',
    updatedAt: time(ms),
  });

  it('records an admin create with every field', () => {
    expect(decideDocumentWrite(undefined, stamped(10, { name: 'A', status: 'active' }), time(10))).toEqual({
      action: 'create',
      actorUid: 'admin1',
      changed: ['name', 'status'],
    });
  });

  it('records an admin update with the changed fields only', () => {
    expect(
      decideDocumentWrite(
        stamped(5, { name: 'A', status: 'active' }),
        stamped(10, { name: 'A', status: 'inactive' }),
        time(10),
      ),
    ).toEqual({
      action: 'update',
      actorUid: 'admin1',
      changed: ['status'],
    });
  });

  it('ignores a visitor create (no actor), a function write keeping the old stamp, a restore and a delete', () => {
    expect(decideDocumentWrite(undefined, { name: 'Visitor', createdAt: time(10) }, time(10))).toBeNull();
    expect(
      decideDocumentWrite(
        stamped(5, { status: 'new', history: [] }),
        stamped(5, { status: 'new', history: [1] }),
        time(10),
      ),
    ).toBeNull();
    expect(decideDocumentWrite(undefined, stamped(5, { name: 'Restored' }), time(100_000))).toBeNull();
    expect(decideDocumentWrite(stamped(5, { name: 'A' }), undefined, time(10))).toBeNull();
  });

  it('ignores an update that kept the old stamp, even when it lands right after it', () => {
    expect(
      decideDocumentWrite(stamped(10, { status: 'new' }), stamped(10, { status: 'contacted' }), time(500)),
    ).toBeNull();
  });

  it('ignores a save that changed nothing', () => {
    expect(decideDocumentWrite(stamped(5, { name: 'A' }), stamped(10, { name: 'A' }), time(10))).toBeNull();
  });
});

describe('afterFields', () => {
  it("adds the record's context fields it has, after the changed ones, each once", () => {
    const worker = { refCode: 'MD-0142', name: 'Amina', status: 'active' };
    expect(afterFields('staff', worker, ['status'])).toEqual(['status', 'refCode', 'name']);
    expect(afterFields('staff', worker, ['name', 'status'])).toEqual(['name', 'status', 'refCode']);
  });
  it('leaves out context fields the version lacks or has empty, and collections without any', () => {
    expect(afterFields('staff', { name: '', status: 'active' }, ['status'])).toEqual(['status']);
    expect(afterFields('staff', undefined, ['status'])).toEqual(['status']);
    expect(afterFields('settings', { name: 'x' }, ['retentionMonths'])).toEqual(['retentionMonths']);
  });
});

describe('withPrivateStamp (visitor-readable documents, decision 027)', () => {
  const after = { en: 'Hello', updatedAt: time(1000) };

  it("names the stamp's admin when the stamp is this write's", () => {
    expect(withPrivateStamp(after, { updatedBy: 'admin-1', updatedAt: time(1000) })).toEqual({
      ...after,
      updatedBy: 'admin-1',
    });
    expect(
      decideDocumentWrite(
        undefined,
        withPrivateStamp(after, { updatedBy: 'admin-1', updatedAt: time(1000) }),
        time(1000),
      ),
    ).toMatchObject({ action: 'create', actorUid: 'admin-1' });
  });

  it("names nobody for another write's stamp, no stamp, or an updatedBy the document carries itself", () => {
    expect(withPrivateStamp(after, { updatedBy: 'admin-1', updatedAt: time(999) })).toEqual(after);
    expect(withPrivateStamp(after, undefined)).toEqual(after);
    expect(withPrivateStamp({ ...after, updatedBy: 'forged' }, undefined)).toEqual(after);
    expect(decideDocumentWrite(undefined, withPrivateStamp(after, undefined), time(1000))).toBeNull();
    expect(withPrivateStamp(undefined, { updatedBy: 'admin-1', updatedAt: time(1000) })).toBeUndefined();
  });
});
