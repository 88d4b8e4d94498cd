// Issue 39 (trust, round four) in the rules: a visitor cannot create a request or a contact message under an
// id that has a trash entry (the same create without the entry is accepted, so the refusal is the entry's);
// a restore brings back everything its entry holds or is refused (a worker without its contacts, contacts
// without their worker).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { moveToTrash, restoreFromTrash } from '../../web/src/admin/lib/firebase/trash.ts';
import { beforeAll, beforeEach, describe, it } from 'vitest';
import {
  dbAs,
  past,
  resetData,
  seedDoc,
  sharedRulesEnv,
  storedDoc,
  storedRequest,
  validContactMessage,
  validRequest,
} from './support/firestoreRulesEnv.ts';
import { visitorCreate } from './support/visitorBatch.ts';

const request = (trackingCode: string) => validRequest({ trackingCode });

/** A trash entry as moveToTrash leaves it (written past the rules). */
const trashEntry = (collection: string, id: string, data: Record<string, unknown>) => ({
  collection,
  id,
  data,
  contacts: null,
  deletedAt: past,
  deletedBy: 'boss',
});

let env: RulesTestEnvironment;

describe('Firestore rules: trust, round four', () => {
  beforeAll(async () => {
    env = await sharedRulesEnv();
  });

  beforeEach(async () => {
    await resetData(env);
  });

  it("refuses a visitor's request under a trashed tracking code, accepts it under a free one", async () => {
    const stored = storedRequest({ history: [] });
    await seedDoc(env, 'trash/requests_R-7KQ4-M2', trashEntry('requests', 'R-7KQ4-M2', stored));
    const visitor = dbAs(env, 'signedIn');
    await assertFails(visitorCreate(visitor, 'requests/R-7KQ4-M2', request('R-7KQ4-M2')));
    await assertSucceeds(visitorCreate(visitor, 'requests/R-7KQ4-M3', request('R-7KQ4-M3')));
  });

  it("refuses a visitor's contact message under a trashed id, accepts it under a free one", async () => {
    const stored = { ...validContactMessage(), consentAt: past, createdAt: past };
    await seedDoc(env, 'trash/contactMessages_m-1', trashEntry('contactMessages', 'm-1', stored));
    const visitor = dbAs(env, 'signedIn');
    await assertFails(visitorCreate(visitor, 'contactMessages/m-1', validContactMessage()));
    await assertSucceeds(visitorCreate(visitor, 'contactMessages/m-2', validContactMessage()));
  });

  describe('a restore is whole or refused', () => {
    const admin = () => dbAs(env, 'admin');

    /** active-1 (a seeded worker with contacts) in the trash, named for a restore by the admin 'boss'. */
    async function trashedWorker() {
      await assertSucceeds(moveToTrash(admin(), 'staff', 'active-1', 'boss'));
      const entry = await storedDoc(env, 'trash/staff_active-1');
      await assertSucceeds(
        updateDoc(doc(admin(), 'trash/staff_active-1'), { restoredBy: 'boss', restoredAt: serverTimestamp() }),
      );
      return entry!;
    }

    it('refuses a worker restored without the contacts its entry holds', async () => {
      const entry = await trashedWorker();
      const db = admin();
      const batch = writeBatch(db);
      batch.set(doc(db, 'staff/active-1'), entry.data as Record<string, unknown>);
      batch.delete(doc(db, 'trash/staff_active-1'));
      await assertFails(batch.commit());
    });

    it('refuses contacts restored without their worker (with or without the entry going)', async () => {
      const entry = await trashedWorker();
      const contacts = entry.contacts as Record<string, unknown>;
      const db = admin();
      const alone = writeBatch(db);
      alone.set(doc(db, 'staffContacts/active-1'), contacts);
      alone.delete(doc(db, 'trash/staff_active-1'));
      await assertFails(alone.commit());
      const keepingEntry = writeBatch(db);
      keepingEntry.set(doc(db, 'staffContacts/active-1'), contacts);
      await assertFails(keepingEntry.commit());
    });

    it('accepts the whole restore (the app function), and "Delete forever"', async () => {
      await trashedWorker();
      await assertSucceeds(restoreFromTrash(admin(), 'staff_active-1', 'boss'));
      await assertSucceeds(moveToTrash(admin(), 'staff', 'active-1', 'boss'));
      const db = admin();
      const batch = writeBatch(db);
      batch.delete(doc(db, 'trash/staff_active-1'));
      await assertSucceeds(batch.commit());
    });
  });
});
