// trash/{collection}_{id} (docs/decisions/015-trash.md): the admin moves a document to the trash instead of
// deleting it and restores it unchanged. The moves and restores go through the app's own functions
// (web/src/admin/lib/firebase/trash.ts); the abuse cases write the documents by hand: a visitor reading or
// writing the trash, a trash entry with another deletedBy, forged data or contacts, an entry without
// deleting the original, a restore by a non-admin or with changed data, an update of an entry (other
// than the restorer naming themself).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moveToTrash, restoreFromTrash } from '../../web/src/admin/lib/firebase/trash.ts';
import {
  dbAs,
  past,
  resetData,
  seedDoc,
  sharedRulesEnv,
  storedDoc,
  storedRequest,
  validStaffContact,
} from './support/firestoreRulesEnv.ts';

/** The uid of dbAs(env, 'admin'). */
const adminUid = 'boss';

let env: RulesTestEnvironment;

const read = (path: string) => storedDoc(env, path);
const seed = (path: string, data: Record<string, unknown>) => seedDoc(env, path, data);

/** A trash entry written by hand, with the original deleted in the same batch (as moveToTrash commits it). */
async function handMove(
  db: Firestore,
  trashId: string,
  entry: Record<string, unknown>,
  deletes: string[],
): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, 'trash', trashId), entry);
  for (const path of deletes) batch.delete(doc(db, path));
  await batch.commit();
}

describe('Firestore rules: trash', () => {
  beforeAll(async () => {
    env = await sharedRulesEnv();
  });

  beforeEach(async () => {
    await resetData(env);
  });

  describe('move and restore as the admin (the app functions)', () => {
    const cases: [string, string][] = [
      ['staff', 'active-1'],
      ['media', 'hidden-1'],
      ['reviews', 'approved-1'],
      ['contactMessages', 'msg-1'],
    ];
    it.each(cases)('%s/%s goes to the trash and comes back unchanged', async (name, id) => {
      const db = dbAs(env, 'admin');
      const before = await read(`${name}/${id}`);
      expect(before).toBeDefined();
      const trashId = await assertSucceeds(moveToTrash(db, name as 'staff', id, adminUid));
      expect(trashId).toBe(`${name}_${id}`);
      expect(await read(`${name}/${id}`)).toBeUndefined();
      const entry = await read(`trash/${trashId}`);
      expect(entry).toMatchObject({ collection: name, id, data: before, deletedBy: adminUid });
      expect(entry?.contacts).toEqual(name === 'staff' ? validStaffContact() : null);
      if (name === 'staff') expect(await read('staffContacts/active-1')).toBeUndefined();

      await assertSucceeds(restoreFromTrash(db, trashId, adminUid));
      expect(await read(`${name}/${id}`)).toEqual(before);
      expect(await read(`trash/${trashId}`)).toBeUndefined();
      if (name === 'staff') expect(await read('staffContacts/active-1')).toEqual(validStaffContact());
    });

    it('a request goes to the trash and comes back with its history and past createdAt', async () => {
      const request = storedRequest({ status: 'contract' });
      await seed('requests/req-1', request);
      const db = dbAs(env, 'admin');
      await assertSucceeds(moveToTrash(db, 'requests', 'req-1', adminUid));
      await assertSucceeds(restoreFromTrash(db, 'requests_req-1', adminUid));
      expect(await read('requests/req-1')).toEqual(request);
    });

    it('a worker without a contact document keeps contacts null', async () => {
      const db = dbAs(env, 'admin');
      await assertSucceeds(moveToTrash(db, 'staff', 'pending-1', adminUid));
      expect((await read('trash/staff_pending-1'))?.contacts).toBeNull();
      await assertSucceeds(restoreFromTrash(db, 'staff_pending-1', adminUid));
      expect(await read('staffContacts/pending-1')).toBeUndefined();
    });

    it('the admin reads and lists the trash and deletes an entry for good', async () => {
      const db = dbAs(env, 'admin');
      await moveToTrash(db, 'reviews', 'hidden-1', adminUid);
      await assertSucceeds(getDoc(doc(db, 'trash/reviews_hidden-1')));
      expect((await assertSucceeds(getDocs(collection(db, 'trash')))).size).toBe(1);
      await assertSucceeds(deleteDoc(doc(db, 'trash/reviews_hidden-1')));
    });

    it('moving a document that is not there is refused before any write', async () => {
      await expect(moveToTrash(dbAs(env, 'admin'), 'staff', 'no-such-worker', adminUid)).rejects.toMatchObject({
        reason: 'notFound',
      });
    });
  });

  describe('visitors', () => {
    beforeEach(async () => {
      await moveToTrash(dbAs(env, 'admin'), 'contactMessages', 'msg-1', adminUid);
    });

    it.each(['anonymous', 'signedIn'] as const)('%s cannot read, list, write or delete the trash', async (role) => {
      const db = dbAs(env, role);
      await assertFails(getDoc(doc(db, 'trash/contactMessages_msg-1')));
      await assertFails(getDocs(collection(db, 'trash')));
      await assertFails(deleteDoc(doc(db, 'trash/contactMessages_msg-1')));
      await assertFails(
        handMove(
          db,
          'reviews_approved-1',
          {
            collection: 'reviews',
            id: 'approved-1',
            data: await read('reviews/approved-1'),
            contacts: null,
            deletedAt: serverTimestamp(),
            deletedBy: role === 'signedIn' ? 'visitor' : 'x',
          },
          ['reviews/approved-1'],
        ),
      );
    });

    it.each(['anonymous', 'signedIn'] as const)(
      '%s cannot restore (recreate the original from the trash)',
      async (role) => {
        const db = dbAs(env, role);
        const entry = await read('trash/contactMessages_msg-1');
        await assertFails(restoreFromTrash(db, 'contactMessages_msg-1', role === 'signedIn' ? 'visitor' : 'x'));
        const batch = writeBatch(db);
        batch.set(doc(db, 'contactMessages/msg-1'), entry!.data as Record<string, unknown>);
        batch.delete(doc(db, 'trash/contactMessages_msg-1'));
        await assertFails(batch.commit());
        expect(await read('contactMessages/msg-1')).toBeUndefined();
      },
    );
  });

  describe('abuse by a signed-in admin session (a script with the admin token)', () => {
    const reviewEntry = async (overrides: Record<string, unknown> = {}) => ({
      collection: 'reviews',
      id: 'hidden-1',
      data: await read('reviews/hidden-1'),
      contacts: null,
      deletedAt: serverTimestamp(),
      deletedBy: adminUid,
      ...overrides,
    });

    it('the hand-written entry as the app writes it is allowed (the baseline of the cases below)', async () => {
      await assertSucceeds(handMove(dbAs(env, 'admin'), 'reviews_hidden-1', await reviewEntry(), ['reviews/hidden-1']));
    });

    it('denies another deletedBy', async () => {
      await assertFails(
        handMove(dbAs(env, 'admin'), 'reviews_hidden-1', await reviewEntry({ deletedBy: 'someone-else' }), [
          'reviews/hidden-1',
        ]),
      );
    });

    it('denies a back-dated deletedAt (it would be purged at once, or kept longer)', async () => {
      await assertFails(
        handMove(dbAs(env, 'admin'), 'reviews_hidden-1', await reviewEntry({ deletedAt: past }), ['reviews/hidden-1']),
      );
    });

    it('denies data that differs from the original (a restore would write it past the collection rules)', async () => {
      const forged = { ...(await read('reviews/hidden-1')), approved: true, rating: 5, commentEn: 'x'.repeat(5000) };
      await assertFails(
        handMove(dbAs(env, 'admin'), 'reviews_hidden-1', await reviewEntry({ data: forged }), ['reviews/hidden-1']),
      );
    });

    it('denies an entry while the original stays', async () => {
      await assertFails(handMove(dbAs(env, 'admin'), 'reviews_hidden-1', await reviewEntry(), []));
    });

    it('denies an entry for a document that does not exist', async () => {
      await assertFails(
        handMove(
          dbAs(env, 'admin'),
          'reviews_ghost',
          await reviewEntry({ id: 'ghost', data: { customerName: 'x' } }),
          [],
        ),
      );
    });

    it('denies an id other than {collection}_{id}, and collections that have no trash', async () => {
      const db = dbAs(env, 'admin');
      await assertFails(handMove(db, 'reviews_other', await reviewEntry(), ['reviews/hidden-1']));
      await assertFails(handMove(db, 'hidden-1', await reviewEntry(), ['reviews/hidden-1']));
      await assertFails(
        handMove(
          db,
          'settings_site',
          { ...(await reviewEntry()), collection: 'settings', id: 'site', data: await read('settings/site') },
          ['settings/site'],
        ),
      );
    });

    it('denies extra or missing keys', async () => {
      const db = dbAs(env, 'admin');
      await assertFails(
        handMove(db, 'reviews_hidden-1', { ...(await reviewEntry()), note: 'x' }, ['reviews/hidden-1']),
      );
      const { contacts: _contacts, ...withoutContacts } = await reviewEntry();
      await assertFails(handMove(db, 'reviews_hidden-1', withoutContacts, ['reviews/hidden-1']));
    });

    it('denies forged staff contacts, and contacts left behind', async () => {
      const db = dbAs(env, 'admin');
      const staffEntry = {
        collection: 'staff',
        id: 'active-1',
        data: await read('staff/active-1'),
        deletedAt: serverTimestamp(),
        deletedBy: adminUid,
      };
      await assertFails(
        handMove(db, 'staff_active-1', { ...staffEntry, contacts: { email: 'a@b.co', phone: '1' } }, [
          'staff/active-1',
          'staffContacts/active-1',
        ]),
      );
      await assertFails(
        handMove(db, 'staff_active-1', { ...staffEntry, contacts: validStaffContact() }, ['staff/active-1']),
      );
      await assertFails(
        handMove(db, 'staff_active-1', { ...staffEntry, contacts: null }, ['staff/active-1', 'staffContacts/active-1']),
      );
      await assertSucceeds(
        handMove(db, 'staff_active-1', { ...staffEntry, contacts: validStaffContact() }, [
          'staff/active-1',
          'staffContacts/active-1',
        ]),
      );
    });

    it('denies contacts on an entry that is not a worker', async () => {
      await assertFails(
        handMove(dbAs(env, 'admin'), 'reviews_hidden-1', await reviewEntry({ contacts: validStaffContact() }), [
          'reviews/hidden-1',
        ]),
      );
    });

    it('denies any update of an entry but the restorer naming themself', async () => {
      const db = dbAs(env, 'admin');
      await moveToTrash(db, 'reviews', 'hidden-1', adminUid);
      await assertFails(updateDoc(doc(db, 'trash/reviews_hidden-1'), { deletedAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(db, 'trash/reviews_hidden-1'), { 'data.approved': true }));
      // restoredBy: only the caller's own uid, with this request's time, and nothing else changed with it.
      await assertFails(
        updateDoc(doc(db, 'trash/reviews_hidden-1'), { restoredBy: 'someone-else', restoredAt: serverTimestamp() }),
      );
      await assertFails(updateDoc(doc(db, 'trash/reviews_hidden-1'), { restoredBy: adminUid, restoredAt: past }));
      await assertFails(
        updateDoc(doc(db, 'trash/reviews_hidden-1'), {
          restoredBy: adminUid,
          restoredAt: serverTimestamp(),
          deletedBy: adminUid + 'x',
        }),
      );
      await assertSucceeds(
        updateDoc(doc(db, 'trash/reviews_hidden-1'), { restoredBy: adminUid, restoredAt: serverTimestamp() }),
      );
      for (const role of ['anonymous', 'signedIn'] as const) {
        await assertFails(
          updateDoc(doc(dbAs(env, role), 'trash/reviews_hidden-1'), {
            restoredBy: role === 'signedIn' ? 'visitor' : 'x',
            restoredAt: serverTimestamp(),
          }),
        );
      }
      expect(await read('trash/reviews_hidden-1')).toMatchObject({ restoredBy: adminUid, deletedBy: adminUid });
    });

    it('a restore writes back exactly the trashed data, and deletes the entry in the same commit', async () => {
      const db = dbAs(env, 'admin');
      await moveToTrash(db, 'staff', 'pending-1', adminUid);
      // The restorer names themself first (restoreFromTrash does; the rules require it).
      await updateDoc(doc(db, 'trash/staff_pending-1'), { restoredBy: adminUid, restoredAt: serverTimestamp() });
      const data = (await read('trash/staff_pending-1'))!.data as Record<string, unknown>;
      const restore = (written: Record<string, unknown>, deleteEntry = true) => {
        const batch = writeBatch(db);
        batch.set(doc(db, 'staff/pending-1'), written);
        if (deleteEntry) batch.delete(doc(db, 'trash/staff_pending-1'));
        return batch.commit();
      };
      // Published without consent, or renamed, on the way back: refused.
      await assertFails(restore({ ...data, status: 'active' }));
      await assertFails(restore({ ...data, name: 'Someone else' }));
      // Kept in the trash while restored (two copies): refused.
      await assertFails(restore(data, false));
      // The past createdAt is refused without the trash entry: a new worker is stamped with the server time.
      await assertFails(setDoc(doc(db, 'staff/new-1'), { ...data, refCode: 'MD-0999' }));
      await assertSucceeds(restore(data));
    });

    it('an entry for one id does not let the admin create another id with that data', async () => {
      const db = dbAs(env, 'admin');
      await moveToTrash(db, 'reviews', 'hidden-1', adminUid);
      const data = (await read('trash/reviews_hidden-1'))!.data as Record<string, unknown>;
      const batch = writeBatch(db);
      batch.set(doc(db, 'reviews/hidden-2'), data);
      batch.delete(doc(db, 'trash/reviews_hidden-1'));
      await assertFails(batch.commit());
    });

    it('restoring over a document that exists again is refused by the app', async () => {
      const db = dbAs(env, 'admin');
      await moveToTrash(db, 'reviews', 'hidden-1', adminUid);
      await seed('reviews/hidden-1', { customerName: 'New' });
      await expect(restoreFromTrash(db, 'reviews_hidden-1', adminUid)).rejects.toMatchObject({
        reason: 'originalExists',
      });
      expect(await read('trash/reviews_hidden-1')).toBeDefined();
    });
  });
});
