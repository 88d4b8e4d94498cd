import { describe, expect, it } from 'vitest';
import { entriesForTrashCreate, entriesForTrashDelete } from './trashEntries';

/** A stand-in for a Firestore Timestamp. */
const time = (ms: number) => ({ toMillis: () => ms });
const worker = { refCode: 'MD-0001', name: 'Maria', status: 'active', updatedBy: 'editor', updatedAt: time(1) };
const trash = {
  collection: 'staff',
  id: 'w1',
  data: worker,
  contacts: { email: 'maria@example.com', phone: '+966500000000' },
  deletedAt: 5,
  deletedBy: 'admin1',
};

describe('entriesForTrashCreate', () => {
  it('records a delete of the original and of a worker contacts, by deletedBy, contacts masked', () => {
    const entries = entriesForTrashCreate(trash);
    expect(
      entries.map((entry) => [entry.action, entry.collection, entry.docId, entry.actorUid, entry.idSuffix]),
    ).toEqual([
      ['delete', 'staff', 'w1', 'admin1', ''],
      ['delete', 'staffContacts', 'w1', 'admin1', '-contacts'],
    ]);
    expect(entries[0]!.changed).toEqual(['name', 'refCode', 'status']);
    expect(entries[0]!.before).toEqual({ name: 'Maria', refCode: 'MD-0001', status: 'active' });
    expect(entries[0]!.after).toBeNull();
    expect(JSON.stringify(entries[1])).not.toContain('maria@example.com');
  });

  it('records nothing for a document that is not a trash entry of an audited collection', () => {
    expect(entriesForTrashCreate(undefined)).toEqual([]);
    expect(entriesForTrashCreate({ ...trash, collection: 'mail' })).toEqual([]);
    expect(entriesForTrashCreate({ ...trash, id: '' })).toEqual([]);
    expect(entriesForTrashCreate({ ...trash, data: 'x' })).toEqual([]);
  });

  it('keeps an unknown deleter as null', () => {
    expect(entriesForTrashCreate({ ...trash, deletedBy: 7 })[0]!.actorUid).toBeNull();
  });
});

describe('entriesForTrashDelete', () => {
  it('is a restore when the original was written back by the same commit; exact data names nobody', () => {
    const entries = entriesForTrashDelete(trash, { data: worker, createTime: time(10_000) }, time(10_000), undefined, {
      data: trash.contacts,
      createTime: time(10_000),
    });
    expect(entries.map((entry) => [entry.action, entry.collection, entry.actorUid])).toEqual([
      ['restore', 'staff', null],
      ['restore', 'staffContacts', null],
    ]);
    expect(entries[0]!.after).toEqual({ name: 'Maria', refCode: 'MD-0001', status: 'active' });
    expect(entries[0]!.before).toBeNull();
  });

  it('names the admin who set restoredBy on the entry just before the restore; a stale name is ignored', () => {
    const restored = { data: worker, createTime: time(10_000) };
    const named = entriesForTrashDelete(
      { ...trash, restoredBy: 'admin2', restoredAt: time(9_500) },
      restored,
      time(10_000),
      undefined,
      { data: trash.contacts, createTime: time(10_000) },
    );
    expect(named.map((entry) => [entry.action, entry.collection, entry.actorUid])).toEqual([
      ['restore', 'staff', 'admin2'],
      ['restore', 'staffContacts', 'admin2'],
    ]);
    const stale = entriesForTrashDelete(
      { ...trash, restoredBy: 'admin2', restoredAt: time(-600_000) },
      restored,
      time(10_000),
    );
    expect(stale[0]!.actorUid).toBeNull();
    expect(
      entriesForTrashDelete({ ...trash, restoredBy: 7, restoredAt: time(9_500) }, restored, time(10_000))[0]!.actorUid,
    ).toBeNull();
  });

  it('is nothing for a purge or "delete forever" (the original is absent) or a later unrelated create', () => {
    expect(entriesForTrashDelete(trash, null, time(10_000))).toEqual([]);
    expect(entriesForTrashDelete(trash, { data: worker, createTime: time(600_000) }, time(10_000))).toEqual([]);
    expect(
      entriesForTrashDelete(trash, { data: worker, createTime: time(10_000) }, time(10_000), time(20_000)),
    ).toEqual([]);
  });

  it('tolerates an event time stamped seconds after the commit (the emulator stamps it on delivery)', () => {
    expect(
      entriesForTrashDelete(trash, { data: worker, createTime: time(10_000) }, time(14_000), time(5_000), {
        data: trash.contacts,
        createTime: time(10_000),
      }).map((e) => e.action),
    ).toEqual(['restore', 'restore']);
  });

  it('names the restorer when the restore stamps the document afresh', () => {
    const stamped = { ...worker, updatedBy: 'admin2', updatedAt: time(10_000) };
    expect(entriesForTrashDelete(trash, { data: stamped, createTime: time(10_000) }, time(10_000))[0]!.actorUid).toBe(
      'admin2',
    );
  });

  it('logs a worker restored without the contacts as the worker alone, never contacts that are not back', () => {
    const restored = { data: worker, createTime: time(10_000) };
    const actions = (contactsBack: { data: Record<string, unknown>; createTime: { toMillis(): number } } | null) =>
      entriesForTrashDelete(trash, restored, time(10_000), undefined, contactsBack).map((e) => e.collection);
    expect(actions(null)).toEqual(['staff']);
    // Contacts that were there before the restore (another commit) are not this restore's.
    expect(actions({ data: trash.contacts, createTime: time(3_000) })).toEqual(['staff']);
    expect(actions({ data: trash.contacts, createTime: time(10_000) })).toEqual(['staff', 'staffContacts']);
  });
});
