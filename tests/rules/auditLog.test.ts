// auditLog/{id} and the actor stamp of admin writes (docs/decisions/018-audit-log-unavoidable.md): the log
// is read by the admin only and written by nobody but Cloud Functions; every audited admin write carries
// `updatedBy` == the writer's own uid and `updatedAt` == the request time (or is refused), and every admin
// delete is a move to the trash in the same commit (or is refused). tests/functions/audit.test.ts shows
// the accepted writes logged with the uid.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  cleanupRulesEnv,
  createRulesEnv,
  dbAs,
  past,
  resetData,
  seedDoc,
  sendWrite,
  validReview,
  validStaff,
  validStaffContact,
} from './support/firestoreRulesEnv.ts';

let env: RulesTestEnvironment;

const adminUid = 'boss'; // dbAs(env, 'admin') signs in as uid 'boss' with the admin claim
const entry = {
  at: past,
  actorUid: adminUid,
  actorEmail: null,
  action: 'update',
  collection: 'staff',
  docId: 'x',
  path: 'staff/x',
  changed: [],
  before: null,
  after: null,
};

/** A second admin, to show that nobody writes in another admin's name. */
const otherAdmin = () => env.authenticatedContext('boss2', { admin: true }).firestore() as unknown as Firestore;
const stamp = (uid = adminUid) => ({ updatedBy: uid, updatedAt: serverTimestamp() });

beforeAll(async () => {
  env = await createRulesEnv();
});

afterAll(async () => {
  await cleanupRulesEnv(env);
});

beforeEach(async () => {
  await resetData(env);
  await seedDoc(env, 'auditLog/e1', entry);
});

describe('Firestore rules: auditLog', () => {
  it('the admin reads and lists the log', async () => {
    const db = dbAs(env, 'admin');
    await assertSucceeds(getDoc(doc(db, 'auditLog/e1')));
    await assertSucceeds(getDocs(collection(db, 'auditLog')));
  });

  it('a visitor or a signed-in user without the claim reads nothing', async () => {
    for (const role of ['anonymous', 'signedIn'] as const) {
      const db = dbAs(env, role);
      await assertFails(getDoc(doc(db, 'auditLog/e1')));
      await assertFails(getDocs(collection(db, 'auditLog')));
    }
  });

  it('nobody writes the log from a client, not even the admin (no forged, edited or erased entries)', async () => {
    for (const role of ['anonymous', 'signedIn', 'admin'] as const) {
      const db = dbAs(env, role);
      await assertFails(setDoc(doc(db, 'auditLog/forged'), entry));
      await assertFails(updateDoc(doc(db, 'auditLog/e1'), { actorUid: 'someone-else' }));
      await assertFails(deleteDoc(doc(db, 'auditLog/e1')));
    }
  });
});

describe('Firestore rules: the actor stamp (updatedBy) of admin writes', () => {
  it('accepts the admin own uid on every audited collection', async () => {
    const db = dbAs(env, 'admin');
    await assertSucceeds(updateDoc(doc(db, 'staff/pending-1'), { status: 'interview', ...stamp() }));
    await assertSucceeds(setDoc(doc(db, 'staffContacts/active-1'), { ...validStaffContact(), ...stamp() }));
    await assertSucceeds(updateDoc(doc(db, 'contactMessages/msg-1'), { status: 'read', ...stamp() }));
    // Visitor-readable documents: the uid in auditStamps/{collection}, same commit (sendWrite, decision 027).
    await assertSucceeds(sendWrite(db, 'reviews/hidden-1', { approved: true, ...stamp() }, 'update'));
    await assertSucceeds(sendWrite(db, 'reviews/new-1', { ...validReview(), ...stamp() }));
    await assertSucceeds(sendWrite(db, 'content/home_heroTitle', { en: 'Welcome', ...stamp() }, 'update'));
    await assertSucceeds(sendWrite(db, 'media/active-1', { title: 'Kitchen', ...stamp() }, 'update'));
    await assertSucceeds(sendWrite(db, 'settings/site', { licenseNumber: 'HRSD-2', ...stamp() }, 'update'));
    await assertSucceeds(updateDoc(doc(db, 'settings/private'), { retentionMonths: 6, ...stamp() }));
  });

  it('accepts a new worker with its contacts, stamped, in one batch', async () => {
    const db = dbAs(env, 'admin');
    const batch = writeBatch(db);
    batch.set(doc(db, 'staff/new-1'), { ...validStaff({ refCode: 'MD-0999' }), ...stamp() });
    batch.set(doc(db, 'staffContacts/new-1'), { ...validStaffContact(), ...stamp() });
    await assertSucceeds(batch.commit());
  });

  it('refuses another uid in updatedBy (an entry in someone else name)', async () => {
    const db = dbAs(env, 'admin');
    await assertFails(updateDoc(doc(db, 'staff/pending-1'), { status: 'interview', ...stamp('boss2') }));
    await assertFails(setDoc(doc(db, 'staffContacts/active-1'), { ...validStaffContact(), ...stamp('boss2') }));
    await assertFails(updateDoc(doc(db, 'contactMessages/msg-1'), { status: 'read', ...stamp('boss2') }));
    await assertFails(sendWrite(db, 'reviews/hidden-1', { approved: true, ...stamp('boss2') }, 'update'));
    await assertFails(sendWrite(db, 'content/home_heroTitle', { en: 'Welcome', ...stamp('boss2') }, 'update'));
    await assertFails(sendWrite(db, 'media/active-1', { title: 'Kitchen', ...stamp('boss2') }, 'update'));
    await assertFails(sendWrite(db, 'settings/site', { licenseNumber: 'HRSD-2', ...stamp('boss2') }, 'update'));
    await assertFails(
      updateDoc(doc(db, 'staff/pending-1'), { status: 'interview', updatedBy: 42, updatedAt: serverTimestamp() }),
    );
  });

  it('refuses a back-dated updatedAt where a collection gains one (messages, reviews, contacts)', async () => {
    const db = dbAs(env, 'admin');
    await assertFails(
      updateDoc(doc(db, 'contactMessages/msg-1'), { status: 'read', updatedBy: adminUid, updatedAt: past }),
    );
    await assertFails(
      sendWrite(db, 'reviews/hidden-1', { approved: true, updatedBy: adminUid, updatedAt: past }, 'update'),
    );
    await assertFails(
      setDoc(doc(db, 'staffContacts/active-1'), { ...validStaffContact(), updatedBy: adminUid, updatedAt: past }),
    );
  });

  it('a document stamped by one admin is never rewritten under that name by another', async () => {
    await assertSucceeds(updateDoc(doc(dbAs(env, 'admin'), 'staff/pending-1'), { status: 'interview', ...stamp() }));
    // The other admin's plain update would keep updatedBy == 'boss': refused; with their own stamp: fine.
    await assertFails(
      updateDoc(doc(otherAdmin(), 'staff/pending-1'), { status: 'training', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(updateDoc(doc(otherAdmin(), 'staff/pending-1'), { status: 'training', ...stamp('boss2') }));
  });

  it("refuses the admin's uid in a visitor-readable document, even beside its own fresh stamp (issue 39)", async () => {
    const db = dbAs(env, 'admin');
    for (const [path, data] of [
      ['content/home_heroTitle', { en: 'Welcome' }],
      ['reviews/hidden-1', { approved: true }],
      ['media/active-1', { title: 'Kitchen' }],
      ['settings/site', { licenseNumber: 'HRSD-2' }],
    ] as const) {
      const collection = path.split('/')[0]!;
      const batch = writeBatch(db);
      batch.set(doc(db, `auditStamps/${collection}`), stamp());
      batch.update(doc(db, path), { ...data, ...stamp() });
      await assertFails(batch.commit());
      // Nor a stamp written for another collection, nor the document without any stamp.
      const elsewhere = writeBatch(db);
      elsewhere.set(doc(db, `auditStamps/${collection === 'media' ? 'content' : 'media'}`), stamp());
      elsewhere.update(doc(db, path), { ...data, updatedAt: serverTimestamp() });
      await assertFails(elsewhere.commit());
    }
    // A stamped document the seed left with an old updatedBy: the admin write removes it (the app's deleteField).
    await seedDoc(env, 'content/help_old', {
      section: 'help',
      fieldKey: 'old',
      en: 'x',
      ar: 'س',
      updatedAt: past,
      updatedBy: 'boss2',
    });
    const edit = (removeOld: boolean) => {
      const batch = writeBatch(db);
      batch.set(doc(db, 'auditStamps/content'), stamp());
      batch.update(doc(db, 'content/help_old'), {
        en: 'y',
        updatedAt: serverTimestamp(),
        ...(removeOld ? { updatedBy: deleteField() } : {}),
      });
      return batch.commit();
    };
    await assertFails(edit(false));
    await assertSucceeds(edit(true));
  });

  it('a visitor cannot slip updatedBy into a public write or edit a stamped document', async () => {
    const visitor = dbAs(env, 'signedIn');
    await assertFails(updateDoc(doc(visitor, 'contactMessages/msg-1'), { status: 'read', ...stamp('visitor') }));
    const batch = writeBatch(visitor);
    batch.update(doc(visitor, 'staff/pending-1'), { status: 'active', ...stamp('visitor') });
    await assertFails(batch.commit());
  });

  it('a restore writes stamped contacts back exactly as trashed, and only then', async () => {
    const oldStamp = { updatedBy: 'boss2', updatedAt: past };
    const contacts = { ...validStaffContact(), ...oldStamp };
    const data = { ...validStaff({ refCode: 'MD-0998' }), createdAt: past, updatedAt: past };
    await seedDoc(env, 'trash/staff_gone-1', {
      collection: 'staff',
      id: 'gone-1',
      data,
      contacts,
      deletedAt: past,
      deletedBy: 'boss2',
      restoredBy: adminUid,
      restoredAt: past,
    });
    const db = dbAs(env, 'admin');
    // Not a restore (the trash entry stays): an old stamp in another admin's name is refused.
    await assertFails(setDoc(doc(db, 'staffContacts/gone-1'), contacts));
    // Different contacts than trashed, even in a restore commit: refused.
    const forged = writeBatch(db);
    forged.set(doc(db, 'staff/gone-1'), data);
    forged.set(doc(db, 'staffContacts/gone-1'), { ...contacts, email: 'other@example.com' });
    forged.delete(doc(db, 'trash/staff_gone-1'));
    await assertFails(forged.commit());
    // The contacts come back only with their worker (issue 39), in the commit that ends the entry.
    const restore = writeBatch(db);
    restore.set(doc(db, 'staff/gone-1'), data);
    restore.set(doc(db, 'staffContacts/gone-1'), contacts);
    restore.delete(doc(db, 'trash/staff_gone-1'));
    await assertSucceeds(restore.commit());
  });

  it('a restore is refused unless the entry names the restoring admin (the log reads it there)', async () => {
    const contacts = { ...validStaffContact(), updatedBy: 'boss2', updatedAt: past };
    const data = { ...validStaff({ refCode: 'MD-0997' }), createdAt: past, updatedAt: past };
    await seedDoc(env, 'trash/staff_gone-2', {
      collection: 'staff',
      id: 'gone-2',
      data,
      contacts,
      deletedAt: past,
      deletedBy: 'boss2',
      restoredBy: 'boss2',
      restoredAt: past,
    });
    const restore = (db: Firestore) => {
      const batch = writeBatch(db);
      batch.set(doc(db, 'staff/gone-2'), data);
      batch.set(doc(db, 'staffContacts/gone-2'), contacts);
      batch.delete(doc(db, 'trash/staff_gone-2'));
      return batch.commit();
    };
    // The entry names boss2: boss's restore would be logged in boss2's name.
    await assertFails(restore(dbAs(env, 'admin')));
    await assertSucceeds(restore(otherAdmin()));
  });
});

/** Every audited collection: one unstamped admin write of each kind, and a plain delete, all refused. */
const unstamped: [string, (db: Firestore) => Promise<unknown>][] = [
  ['staff create', (db) => setDoc(doc(db, 'staff/new-1'), validStaff({ refCode: 'MD-0999' }))],
  [
    'staff update',
    (db) => updateDoc(doc(db, 'staff/pending-1'), { status: 'interview', updatedAt: serverTimestamp() }),
  ],
  ['staffContacts create', (db) => setDoc(doc(db, 'staffContacts/pending-1'), validStaffContact())],
  ['staffContacts update', (db) => updateDoc(doc(db, 'staffContacts/active-1'), { phone: '0509999999' })],
  ['contactMessages update', (db) => updateDoc(doc(db, 'contactMessages/msg-1'), { status: 'read' })],
  [
    'contactMessages update, updatedBy without a fresh updatedAt',
    (db) => updateDoc(doc(db, 'contactMessages/msg-1'), { status: 'read', updatedBy: adminUid }),
  ],
  ['reviews create', (db) => setDoc(doc(db, 'reviews/new-1'), validReview())],
  ['reviews update', (db) => updateDoc(doc(db, 'reviews/hidden-1'), { approved: true })],
  ['content update', (db) => updateDoc(doc(db, 'content/home_heroTitle'), { en: 'Hi', updatedAt: serverTimestamp() })],
  ['media update', (db) => updateDoc(doc(db, 'media/active-1'), { title: 'Kitchen', updatedAt: serverTimestamp() })],
  [
    'settings/site update',
    (db) => updateDoc(doc(db, 'settings/site'), { licenseNumber: 'HRSD-2', updatedAt: serverTimestamp() }),
  ],
  [
    'settings/private update',
    (db) => updateDoc(doc(db, 'settings/private'), { retentionMonths: 6, updatedAt: serverTimestamp() }),
  ],
  ['staff delete', (db) => deleteDoc(doc(db, 'staff/pending-1'))],
  ['staffContacts delete', (db) => deleteDoc(doc(db, 'staffContacts/active-1'))],
  ['contactMessages delete', (db) => deleteDoc(doc(db, 'contactMessages/msg-1'))],
  ['reviews delete', (db) => deleteDoc(doc(db, 'reviews/hidden-1'))],
  ['content delete', (db) => deleteDoc(doc(db, 'content/home_heroTitle'))],
  ['media delete', (db) => deleteDoc(doc(db, 'media/active-1'))],
  ['settings/site delete', (db) => deleteDoc(doc(db, 'settings/site'))],
];

describe('Firestore rules: an admin write that the audit log would miss is refused', () => {
  it.each(unstamped)('%s', async (_title, write) => {
    await assertFails(write(dbAs(env, 'admin')));
  });

  it('a delete that rides along with another document move to the trash is still refused', async () => {
    const db = dbAs(env, 'admin');
    const approved = (await getDoc(doc(db, 'reviews/approved-1'))).data();
    const move = (alsoDeleteHidden: boolean) => {
      const batch = writeBatch(db);
      batch.set(doc(db, 'trash/reviews_approved-1'), {
        collection: 'reviews',
        id: 'approved-1',
        data: approved,
        contacts: null,
        deletedAt: serverTimestamp(),
        deletedBy: adminUid,
      });
      batch.delete(doc(db, 'reviews/approved-1'));
      if (alsoDeleteHidden) batch.delete(doc(db, 'reviews/hidden-1'));
      return batch.commit();
    };
    await assertFails(move(true));
    await assertSucceeds(move(false));
  });
});
