// The audit log on the Functions emulator (functions/src/audit, docs/decisions/014-audit-log.md). Admin
// writes go through the rules from a real web SDK client signed in as an admin (a throwaway Auth user
// with the admin claim), stamped as the admin app stamps them (updatedBy + updatedAt); moves to the
// trash and restores use the app's own trash code (web/src/admin/lib/firebase/trash.ts). The test then reads
// auditLog with the Admin SDK: one entry per admin create, update, delete and restore, with the actor and
// the changed fields, contact values masked; and no entry for writes made by the functions themselves.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveToTrash, restoreFromTrash } from '../../web/src/admin/lib/firebase/trash.ts';
import { stampedBatch } from '../../web/src/admin/lib/firebase/stampedBatch.ts';
import { adminBucket, adminDb, eventually } from '../support/adminSdk.ts';
import { visitorRequest, withNotices } from '../support/visitorDocs.ts';
import { storageAvailable, storageSkipReason } from '../support/storage.ts';
import { signedInAdmin, type throwawayUser, type Client } from './client.ts';
import { resetMailQuota } from './mailQuota.ts';

const db = adminDb();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let admin: Awaited<ReturnType<typeof throwawayUser>>;
let client: Client;
let web: Firestore;
const cleanup: string[] = [];

type Entry = Record<string, unknown> & {
  action: string;
  actorUid: string | null;
  changed: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

async function entriesOf(path: string): Promise<Entry[]> {
  const snapshot = await db.collection('auditLog').where('path', '==', path).get();
  return snapshot.docs
    .map((entry) => entry.data() as Entry)
    .sort((a, b) => (a.at as Timestamp).toMillis() - (b.at as Timestamp).toMillis());
}

/**
 * How long a test here may wait for the triggers. This file runs first, beside the rules suites, while the
 * Functions emulator starts a worker per function on its first event (each loads the functions bundle and
 * the Admin SDK): on this 2-core machine the first test took 15 s alone, 61 s beside the rules suites, and
 * over 120 s in a CI run on a slower machine (2026-11-28), the second 41 s alone and 109 s beside them.
 * The waits are room for cold workers on a slow machine, not a measure of the triggers.
 */
const coldWait = 240_000;
const coldTest = { timeout: coldWait + 60_000 };

/**
 * Waits for at least `count` entries of each path (triggers are asynchronous), then once a little longer
 * for stray ones (one wait for all the paths a test checks, with one deadline); the entries by path.
 */
async function settledAll(counts: Record<string, number>): Promise<Record<string, Entry[]>> {
  const deadline = Date.now() + coldWait;
  for (const [path, count] of Object.entries(counts))
    await eventually(
      () => entriesOf(path),
      (entries) => entries.length >= count,
      Math.max(0, deadline - Date.now()),
    );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return Object.fromEntries(
    await Promise.all(Object.keys(counts).map(async (path) => [path, await entriesOf(path)] as const)),
  );
}

/** settledAll for one path. */
async function settledEntries(path: string, count: number): Promise<Entry[]> {
  return (await settledAll({ [path]: count }))[path]!;
}

/** The stamp the admin app adds to every write (web/src/admin/lib/firebase/actor.ts). */
const stamp = () => ({ updatedBy: admin.uid, updatedAt: serverTimestamp() });

const staffFields = (refCode: string) => ({
  refCode,
  name: 'Audit Worker',
  type: 'Maid',
  status: 'pending',
  country: 'PH',
  experienceYears: 3,
  descriptionEn: 'Careful and kind.',
  descriptionAr: 'عاملة دقيقة ولطيفة.',
  transferable: false,
  showPhoto: false,
  photoPath: null,
  cvPath: null,
  createdAt: serverTimestamp(),
});

/** A worker and its contacts, written in one batch by the signed-in admin. */
async function createWorker(id: string, refCode: string, contacts: { email: string; phone: string }) {
  const batch = writeBatch(web);
  batch.set(doc(web, 'staff', id), { ...staffFields(refCode), ...stamp() });
  batch.set(doc(web, 'staffContacts', id), { ...contacts, ...stamp() });
  await batch.commit();
}

beforeAll(async () => {
  await resetMailQuota();
  ({ admin, client, web } = await signedInAdmin('audit-admin'));
  await warmStaffTriggers();
}, coldTest.timeout);

/**
 * Writes one throwaway worker and its contacts and waits for their audit entries, which nothing here
 * asserts: it prints how long the staff triggers took to answer before the tests write (see coldWait).
 * The Firestore emulator sends events one at a time and waits for each function, so a cold worker
 * anywhere holds back every event (decision 034, ninth session); npm test starts every trigger's worker
 * before this suite (scripts/lib/warmTriggers.mjs), and this line shows whether that held.
 */
async function warmStaffTriggers(): Promise<void> {
  const id = `audit-warm-${run}`;
  cleanup.push(`staff/${id}`, `staffContacts/${id}`);
  const started = Date.now();
  await createWorker(id, 'MD-9900', { email: 'warm.up@example.com', phone: '+966555000100' });
  const logged = await eventually(
    async () => (await Promise.all([entriesOf(`staff/${id}`), entriesOf(`staffContacts/${id}`)])).flat().length,
    (count) => count >= 2,
    coldWait / 2,
  );
  console.info(`audit: staff triggers warmed in ${Date.now() - started} ms (${logged} of 2 entries logged)`);
}

afterAll(async () => {
  await Promise.all(cleanup.map((path) => db.doc(path).delete()));
  const entries = await db.collection('auditLog').where('actorUid', '==', admin.uid).get();
  const restores = await db.collection('auditLog').where('docId', '>=', 'audit-').where('docId', '<', 'audit.').get();
  await Promise.all([...entries.docs, ...restores.docs].map((entry) => entry.ref.delete()));
  await client.close();
  await admin.remove();
  await resetMailQuota();
});

describe('audit log: admin writes', () => {
  it(
    'records a worker create (with its contacts, masked) and an update with the changed field, before and after',
    coldTest,
    async () => {
      const id = `audit-staff-${run}`;
      cleanup.push(`staff/${id}`, `staffContacts/${id}`);
      await createWorker(id, 'MD-9901', { email: 'worker.private@example.com', phone: '+966555000111' });
      await updateDoc(doc(web, 'staff', id), { status: 'interview', experienceYears: 4, ...stamp() });

      const settled = await settledAll({ [`staff/${id}`]: 2, [`staffContacts/${id}`]: 1 });
      const staffEntries = settled[`staff/${id}`]!;
      expect(staffEntries.map((entry) => entry.action)).toEqual(['create', 'update']);
      const [created, updated] = staffEntries as [Entry, Entry];
      expect(created).toMatchObject({
        actorUid: admin.uid,
        actorEmail: admin.email,
        collection: 'staff',
        docId: id,
        before: null,
      });
      expect(created.changed).toContain('name');
      expect(created.changed).not.toContain('updatedBy');
      expect(updated).toMatchObject({
        actorUid: admin.uid,
        changed: ['experienceYears', 'status'],
        before: { experienceYears: 3, status: 'pending' },
        after: { experienceYears: 4, status: 'interview' },
      });
      // The worker's refCode and name ride along in `after` (not changes) so the log names and links the record.
      expect(updated.changed).not.toContain('refCode');
      expect(updated.after).toMatchObject({ refCode: 'MD-9901', name: staffFields('MD-9901').name });

      const [contacts] = settled[`staffContacts/${id}`]!;
      expect(contacts).toMatchObject({ action: 'create', actorUid: admin.uid, changed: ['email', 'phone'] });
      expect(JSON.stringify(contacts)).not.toContain('worker.private');
      expect(JSON.stringify(contacts)).not.toContain('555000111');
    },
  );

  it(
    'records updates of messages, requests, reviews, content, media and settings; the history a function stamps adds nothing',
    coldTest,
    async () => {
      const ids = {
        message: `audit-msg-${run}`,
        request: `audit-req-${run}`,
        review: `audit-rev-${run}`,
        media: `audit-media-${run}`,
      };
      cleanup.push(
        ...withNotices(`contactMessages/${ids.message}`),
        ...withNotices(`requests/${ids.request}`),
        `reviews/${ids.review}`,
        `media/${ids.media}`,
      );
      // The visitors' documents are arranged with the Admin SDK (the rules suites cover visitor writes).
      await db.doc(`contactMessages/${ids.message}`).set({
        name: 'Sara Visitor',
        email: 'sara.visitor@example.com',
        phone: null,
        subject: 'Need a nanny',
        message: 'Please call me',
        status: 'unread',
        locale: 'en',
        consentAt: FieldValue.serverTimestamp(),
        createdAt: FieldValue.serverTimestamp(),
      });
      await db.doc(`requests/${ids.request}`).set(visitorRequest({ trackingCode: 'R-AUD1-T2', name: 'Umm Audit' }));
      // Let the functions react to the visitor writes first (notification, mail, stats, history).
      await eventually(
        () => db.doc(`requests/${ids.request}`).get(),
        (snapshot) => (snapshot.get('history') as unknown[] | undefined)?.length === 1,
      );

      await updateDoc(doc(web, 'contactMessages', ids.message), { status: 'read', ...stamp() });
      await updateDoc(doc(web, 'requests', ids.request), { status: 'contacted', ...stamp() });
      // Visitor-readable documents carry no uid: the admin app stamps auditStamps/{collection} beside them
      // (stampedBatch, decision 027), and the entries must still name the admin.
      const stamped = (collection: Parameters<typeof stampedBatch>[1]) => stampedBatch(web, collection, admin.uid);
      await stamped('reviews')
        .set(doc(web, 'reviews', ids.review), {
          customerName: 'Fahad',
          serviceType: 'Maid',
          rating: 5,
          commentEn: 'Great',
          commentAr: 'ممتاز',
          approved: false,
          createdAt: serverTimestamp(),
        })
        .commit();
      await stamped('reviews')
        .update(doc(web, 'reviews', ids.review), { approved: true })
        .commit();
      await stamped('media')
        .set(doc(web, 'media', ids.media), {
          title: 'Audit image',
          description: '',
          type: 'image',
          url: '/media/images/hero.jpg',
          storagePath: null,
          thumbnailUrl: null,
          isActive: false,
          displayOrder: 999,
        })
        .commit();
      const contentPath = 'content/help_auditProbe';
      cleanup.push(contentPath);
      await stamped('content')
        .set(doc(web, contentPath), { section: 'help', fieldKey: 'auditProbe', en: 'Probe', ar: 'تجربة' })
        .commit();
      await stamped('content').update(doc(web, contentPath), { ar: 'تجربة ٢' }).commit();
      const siteBefore = (await db.doc('settings/site').get()).data() ?? {};
      const costBefore = (await db.doc('countryCosts/UG').get()).data();
      await stamped('settings')
        .merge(doc(web, 'settings/site'), { licenseNumber: `AUD-${run}` })
        .commit();
      await stamped('countryCosts')
        .set(doc(web, 'countryCosts/UG'), {
          recruitmentCostSar: 7_001,
          weeksToArrival: 9,
          contractMonths: 24,
          salary: { Maid: { min: 1_000, max: 1_200 } },
        })
        .commit();
      const privateBefore = await db.doc('settings/private').get();
      await setDoc(doc(web, 'settings/private'), { retentionMonths: 7, ...stamp() }, { merge: true });

      const settled = await settledAll({
        [`contactMessages/${ids.message}`]: 1,
        [`requests/${ids.request}`]: 1,
        [`reviews/${ids.review}`]: 2,
        [`media/${ids.media}`]: 1,
        [contentPath]: 2,
        'settings/site': 1,
        'countryCosts/UG': 1,
        'settings/private': 1,
      });
      const [message] = settled[`contactMessages/${ids.message}`]!;
      expect(message).toMatchObject({
        action: 'update',
        actorUid: admin.uid,
        changed: ['status'],
        before: { status: 'unread' },
        after: { status: 'read' },
      });

      const requestEntries = settled[`requests/${ids.request}`]!;
      // One entry: the admin's move. The visitor's create and the function's history stamps add none.
      expect(requestEntries).toHaveLength(1);
      expect(requestEntries[0]).toMatchObject({
        action: 'update',
        actorUid: admin.uid,
        changed: ['status'],
        after: { status: 'contacted' },
      });

      const reviewEntries = settled[`reviews/${ids.review}`]!;
      expect(reviewEntries.map((entry) => [entry.action, entry.actorUid])).toEqual([
        ['create', admin.uid],
        ['update', admin.uid],
      ]);
      expect(reviewEntries[1]!.changed).toEqual(['approved']);

      const [media] = settled[`media/${ids.media}`]!;
      expect(media).toMatchObject({ action: 'create', actorUid: admin.uid });

      const contentEntries = settled[contentPath]!;
      expect(contentEntries.map((entry) => [entry.action, entry.actorUid])).toEqual([
        ['create', admin.uid],
        ['update', admin.uid],
      ]);
      expect(contentEntries[1]).toMatchObject({ changed: ['ar'], before: { ar: 'تجربة' }, after: { ar: 'تجربة ٢' } });

      const siteEntries = settled['settings/site']!.filter((entry) => entry.actorUid === admin.uid);
      expect(siteEntries.at(-1)).toMatchObject({ actorEmail: admin.email, after: { licenseNumber: `AUD-${run}` } });
      const [cost] = settled['countryCosts/UG']!.filter((entry) => entry.actorUid === admin.uid);
      expect(cost).toMatchObject({ action: costBefore ? 'update' : 'create', after: { recruitmentCostSar: 7_001 } });

      // None of those documents names the admin; the stamp does, where no visitor reads.
      for (const path of [
        `reviews/${ids.review}`,
        `media/${ids.media}`,
        contentPath,
        'settings/site',
        'countryCosts/UG',
      ])
        expect((await db.doc(path).get()).data(), path).not.toHaveProperty('updatedBy');
      await db.doc('settings/site').set({ ...siteBefore });
      if (costBefore) await db.doc('countryCosts/UG').set(costBefore);
      else await db.doc('countryCosts/UG').delete();

      const settingsEntries = settled['settings/private']!.filter((entry) => entry.actorUid === admin.uid);
      expect(settingsEntries.at(-1)).toMatchObject({
        action: privateBefore.exists ? 'update' : 'create',
        collection: 'settings',
        docId: 'private',
      });
      expect(settingsEntries.at(-1)!.changed).toContain('retentionMonths');
    },
  );

  it(
    'records a move to the trash as a delete and a restore as a restore (a worker with its contacts)',
    coldTest,
    async () => {
      const id = `audit-trash-${run}`;
      cleanup.push(`staff/${id}`, `staffContacts/${id}`, `trash/staff_${id}`);
      await createWorker(id, 'MD-9902', { email: 'trash.worker@example.com', phone: '+966555000222' });
      await settledEntries(`staff/${id}`, 1);

      await moveToTrash(web, 'staff', id, admin.uid);
      let settled = await settledAll({ [`staff/${id}`]: 2, [`staffContacts/${id}`]: 2 });
      let entries = settled[`staff/${id}`]!;
      expect(entries.map((entry) => entry.action)).toEqual(['create', 'delete']);
      expect(entries[1]).toMatchObject({
        actorUid: admin.uid,
        after: null,
        before: { refCode: 'MD-9902', status: 'pending' },
      });
      const contactEntries = settled[`staffContacts/${id}`]!;
      expect(contactEntries.map((entry) => entry.action)).toEqual(['create', 'delete']);
      expect(JSON.stringify(contactEntries)).not.toContain('trash.worker');

      await restoreFromTrash(web, `staff_${id}`, admin.uid);
      settled = await settledAll({ [`staff/${id}`]: 3, [`staffContacts/${id}`]: 3 });
      entries = settled[`staff/${id}`]!;
      expect(entries.map((entry) => entry.action)).toEqual(['create', 'delete', 'restore']);
      // The restore writes the data back exactly (firestore.rules); the admin named themself on the entry first.
      expect(entries[2]).toMatchObject({
        actorUid: admin.uid,
        before: null,
        after: { refCode: 'MD-9902', status: 'pending' },
      });
      expect(settled[`staffContacts/${id}`]!.map((entry) => entry.action)).toEqual(['create', 'delete', 'restore']);
    },
  );
});

describe('audit log: every audited collection x create/update/delete by an admin is refused or logged', () => {
  // The logged creates and updates of every collection are the tests above (each entry names the admin's
  // uid); here: the writes that would escape the log are refused by the rules on the emulator, and a
  // delete of each trashable collection is logged with the uid (the move to the trash).
  const refused = async (write: Promise<unknown>) => {
    await expect(write).rejects.toMatchObject({ code: 'permission-denied' });
  };

  it(
    'refuses every unstamped create/update, every plain delete, and admin creates of visitor records',
    coldTest,
    async () => {
      const id = `audit-table-${run}`;
      const contentId = `help_${id.replace(/-/g, '_')}`;
      const paths = ['staff', 'staffContacts', 'contactMessages', 'requests', 'reviews', 'media'].map(
        (collection) => `${collection}/${id}`,
      );
      cleanup.push(...paths, `content/${contentId}`);
      cleanup.push(
        `notifications/contact-${id}`,
        `mail/contact-${id}`,
        `notifications/request-${id}`,
        `mail/request-${id}`,
      );
      // The documents as the admin app would create them, with the server time of either SDK.
      const data = (collection: string, now: unknown): Record<string, unknown> =>
        ({
          staff: { ...staffFields('MD-9903'), createdAt: now, updatedAt: now },
          staffContacts: { email: 'table@example.com', phone: '+966555000333' },
          reviews: {
            customerName: 'T',
            serviceType: 'Maid',
            rating: 4,
            commentEn: '',
            commentAr: '',
            approved: false,
            createdAt: now,
          },
          media: {
            title: 'T',
            description: '',
            type: 'image',
            url: '/media/images/hero.jpg',
            storagePath: null,
            thumbnailUrl: null,
            isActive: false,
            displayOrder: 998,
            updatedAt: now,
          },
          content: { section: 'help', fieldKey: contentId.slice('help_'.length), en: '', ar: '', updatedAt: now },
          contactMessages: {
            name: 'T',
            email: 't@example.com',
            phone: null,
            subject: 'T',
            message: 'T',
            status: 'unread',
            locale: 'en',
            consentAt: now,
            createdAt: now,
          },
          requests: {
            trackingCode: 'R-TAB1-T2',
            refCodes: ['MD-0001'],
            name: 'T',
            phone: '0501234567',
            email: null,
            message: null,
            locale: 'en',
            consentAt: now,
            status: 'new',
            history: [],
            createdAt: now,
            updatedAt: now,
          },
        })[collection]!;
      const pathOf = (collection: string) =>
        collection === 'content' ? `content/${contentId}` : `${collection}/${id}`;

      // Creates: without the stamp refused; visitor records refused to the admin even stamped.
      for (const collection of ['staff', 'staffContacts', 'reviews', 'media', 'content'])
        await refused(setDoc(doc(web, pathOf(collection)), data(collection, serverTimestamp())));
      for (const collection of ['contactMessages', 'requests'])
        await refused(setDoc(doc(web, pathOf(collection)), { ...data(collection, serverTimestamp()), ...stamp() }));

      // Documents written past the rules (an import or the seed: no stamp), then the admin's unstamped
      // updates and plain deletes: refused. (Stamped ones are logged: the tests above.)
      const now = FieldValue.serverTimestamp();
      for (const collection of ['staff', 'staffContacts', 'reviews', 'media', 'content', 'contactMessages', 'requests'])
        await db.doc(pathOf(collection)).set(data(collection, now));
      // settings/private was last stamped by this admin above: take the stamp off, as an import would.
      await db.doc('settings/private').update({ updatedBy: FieldValue.delete() });
      await refused(updateDoc(doc(web, `staff/${id}`), { status: 'interview', updatedAt: serverTimestamp() }));
      await refused(updateDoc(doc(web, `staffContacts/${id}`), { phone: '0501234567', updatedAt: serverTimestamp() }));
      await refused(updateDoc(doc(web, `contactMessages/${id}`), { status: 'read', updatedAt: serverTimestamp() }));
      await refused(updateDoc(doc(web, `requests/${id}`), { status: 'contacted', updatedAt: serverTimestamp() }));
      await refused(updateDoc(doc(web, `reviews/${id}`), { approved: true, updatedAt: serverTimestamp() }));
      await refused(updateDoc(doc(web, `media/${id}`), { isActive: true, updatedAt: serverTimestamp() }));
      await refused(updateDoc(doc(web, `content/${contentId}`), { en: 'x', updatedAt: serverTimestamp() }));
      await refused(
        setDoc(doc(web, 'settings/private'), { retentionMonths: 8, updatedAt: serverTimestamp() }, { merge: true }),
      );
      for (const path of [...paths, `content/${contentId}`, 'settings/site', 'settings/private'])
        await refused(deleteDoc(doc(web, path)));
      // Nothing of it reached the log.
      expect(await entriesOf(`staff/${id}`)).toEqual([]);
    },
  );

  // Once skipped: after the whole end-to-end suite, the functions' backlog stamped this request late and the
  // rules refused the stale trash copy; moveToTrash now reads again (tests/functions/trashRace.test.ts).
  it('logs the move to the trash of a review, media item, message and request with the uid', coldTest, async () => {
    const id = `audit-table-${run}`;
    for (const collection of ['reviews', 'media', 'contactMessages', 'requests'] as const) {
      cleanup.push(`trash/${collection}_${id}`);
      await moveToTrash(web, collection, id, admin.uid);
    }
    for (const collection of ['reviews', 'media', 'contactMessages', 'requests']) {
      const [entry] = await settledEntries(`${collection}/${id}`, 1);
      expect(entry, collection).toMatchObject({ action: 'delete', actorUid: admin.uid });
    }
  });
});

describe('audit log: writes that are not an admin', () => {
  it(
    'a contact message with its notification, mail and counters gives no entry, nor a stamp carried over by an Admin SDK write',
    { timeout: 90_000 },
    async () => {
      const id = `audit-visitor-${run}`;
      cleanup.push(...withNotices(`contactMessages/${id}`));
      await db.doc(`contactMessages/${id}`).set({
        name: 'Visitor Only',
        email: 'visitor.only@example.com',
        phone: null,
        subject: 'Hello',
        message: 'Just a question',
        status: 'unread',
        locale: 'en',
        consentAt: FieldValue.serverTimestamp(),
        createdAt: FieldValue.serverTimestamp(),
      });
      await eventually(
        () => db.doc(`notifications/contact-${id}`).get(),
        (snapshot) => snapshot.exists,
      );
      // A function-style write of a document an admin stamped before: updatedBy stays, updatedAt does not move.
      await db
        .doc(`contactMessages/${id}`)
        .update({ status: 'read', updatedBy: admin.uid, updatedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)) });
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(await entriesOf(`contactMessages/${id}`)).toEqual([]);
      const paths = (await db.collection('auditLog').get()).docs.map((entry) => String(entry.get('path')));
      expect(paths.filter((path) => /^(notifications|mail|stats|mailQuota|visitorLimits)\//.test(path))).toEqual([]);
    },
  );
});

describe.skipIf(!storageAvailable)(
  storageAvailable ? 'audit log: PDF documents (Storage)' : `audit log: PDF documents [skipped: ${storageSkipReason}]`,
  () => {
    it(
      'records an upload and a delete under documents/, and nothing for other folders',
      { timeout: 90_000 },
      async () => {
        const bucket = adminBucket();
        const path = `documents/PH/audit-${run}.pdf`;
        await bucket.file(path).save(Buffer.from('%PDF-1.4 audit'), { contentType: 'application/pdf' });
        await bucket.file(`media/audit-${run}.jpg`).save(Buffer.from('jpg'), { contentType: 'image/jpeg' });
        expect((await settledEntries(path, 1)).map((entry) => entry.action)).toEqual(['create']);
        await bucket.file(path).delete();
        const entries = await settledEntries(path, 2);
        expect(entries.map((entry) => [entry.action, entry.collection, entry.actorUid])).toEqual([
          ['create', 'documents', null],
          ['delete', 'documents', null],
        ]);
        await bucket.file(`media/audit-${run}.jpg`).delete();
        expect(await entriesOf(`media/audit-${run}.jpg`)).toEqual([]);
        const documentEntries = await db.collection('auditLog').where('path', '==', path).get();
        await Promise.all(documentEntries.docs.map((entry) => entry.ref.delete()));
      },
    );
  },
);
