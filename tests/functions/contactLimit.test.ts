// Flooding (issue 11, docs/architecture.md#trust-rules), end to end on the emulators: one anonymous visitor
// sending 300 messages gets at most the limit stored, each stored one reaches the notifications and
// the dashboard; one batch of 500 and a 1,500-byte id are refused; e-mails over the hourly cap wait
// for the digest and the digest lists them.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInAnonymously } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  setLogLevel,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorHosts, projectId } from '../fixtures/constants.ts';
import { visitorCreate } from '../rules/support/visitorBatch.ts';
import { adminDb, eventually } from '../support/adminSdk.ts';
import { settledDashboard } from './client.ts';
import { functionsModule, heldMailIds, resetMailQuota } from './mailQuota.ts';

const limit = 5;
const message = (i: number, run: string) => ({
  name: 'Flood Tester',
  email: 'flood@example.com',
  phone: null,
  subject: `${run} ${i}`,
  message: 'Written by the flooding test.',
  status: 'unread',
  locale: 'en',
  consentAt: serverTimestamp(),
  createdAt: serverTimestamp(),
});

let app: FirebaseApp;
let db: Firestore;
let uid: string;

async function anonymousVisitor(name: string) {
  setLogLevel('error');
  const visitorApp = initializeApp({ projectId, apiKey: 'demo-api-key' }, name);
  const auth = getAuth(visitorApp);
  connectAuthEmulator(auth, `http://${emulatorHosts.auth}`, { disableWarnings: true });
  const firestore = getFirestore(visitorApp);
  const [host, port] = emulatorHosts.firestore.split(':') as [string, string];
  connectFirestoreEmulator(firestore, host, Number(port));
  const user = (await signInAnonymously(auth)).user;
  return { app: visitorApp, db: firestore, uid: user.uid };
}

describe('flooding the contact form (emulators, Functions running)', () => {
  const admin = adminDb();

  beforeAll(async () => {
    await resetMailQuota();
    ({ app, db, uid } = await anonymousVisitor(`flood-${Date.now()}`));
  });

  afterAll(async () => {
    const mine = await admin.collection('contactMessages').where('email', '==', 'flood@example.com').get();
    const writer = admin.bulkWriter();
    for (const d of mine.docs) {
      void writer.delete(d.ref);
      void writer.delete(admin.doc(`notifications/contact-${d.id}`));
      void writer.delete(admin.doc(`mail/contact-${d.id}`));
    }
    await writer.close();
    await resetMailQuota();
    await deleteApp(app);
  });

  it(`300 rapid messages from one anonymous visitor: ${limit} stored, each notified and counted on the dashboard`, async () => {
    const run = `flood-${Date.now()}`;
    let accepted = 0;
    for (let i = 0; i < 300; i += 1) {
      try {
        await visitorCreate(db, `contactMessages/${run}-${i}`, message(i, run), {}, uid);
        accepted += 1;
      } catch {
        // refused by the rules
      }
    }
    expect(accepted).toBe(limit);
    const stored = await admin.collection('contactMessages').where('email', '==', 'flood@example.com').get();
    const ids = stored.docs.filter((d) => String(d.get('subject')).startsWith(run)).map((d) => d.id);
    expect(ids).toHaveLength(limit);
    const notified = await eventually(
      async () =>
        (await admin.getAll(...ids.map((id) => admin.doc(`notifications/contact-${id}`)))).filter((s) => s.exists)
          .length,
      (n) => n === limit,
      60_000,
    );
    expect(notified).toBe(limit);
    const { expected, stored: counters } = await settledDashboard(60_000);
    expect(counters).toEqual(expected);
    // Each accepted message is mailed or held before the next test resets the hourly quota (a trigger
    // still running then held its mail after that test's digest and flagged the hour again).
    const mailedOrHeld = async () => {
      const held = await heldMailIds();
      const mailed = (await admin.getAll(...ids.map((id) => admin.doc(`mail/contact-${id}`)))).filter(
        (s) => s.exists,
      ).length;
      return mailed + ids.filter((id) => held.has(`contact-${id}`)).length;
    };
    expect(await eventually(mailedOrHeld, (n) => n === limit, 60_000)).toBe(limit);
  }, 180_000);

  it('500 messages in one batch are refused and none is stored', async () => {
    const run = `batch-${Date.now()}`;
    const batch = writeBatch(db);
    for (let i = 0; i < 499; i += 1) batch.set(doc(db, `contactMessages/${run}-${i}`), message(i, run));
    batch.set(doc(db, 'visitorLimits', uid), {
      count: 1,
      windowStart: serverTimestamp(),
      lastAt: serverTimestamp(),
      lastWrite: `contactMessages/${run}-0`,
    });
    await expect(batch.commit()).rejects.toThrow(/permission/i);
    expect(
      (
        await admin
          .collection('contactMessages')
          .where('subject', '>=', run)
          .where('subject', '<', `${run}~`)
          .count()
          .get()
      ).data().count,
    ).toBe(0);
  });

  it('a message id of about 1,500 bytes is refused (a fresh visitor, so not the limit)', async () => {
    const fresh = await anonymousVisitor(`long-id-${Date.now()}`);
    try {
      const id = 'x'.repeat(1500);
      await expect(visitorCreate(fresh.db, `contactMessages/${id}`, message(0, 'long'), {}, fresh.uid)).rejects.toThrow(
        /permission/i,
      );
      // The same visitor's next ordinary message goes through: the refusal did not count.
      await visitorCreate(fresh.db, `contactMessages/short-${Date.now()}`, message(1, 'long'), {}, fresh.uid);
    } finally {
      await deleteApp(fresh.app);
    }
  });

  it('e-mails over the hourly cap wait for the digest; every message is still notified; the digest lists them', async () => {
    await resetMailQuota();
    const run = `cap-${Date.now()}`;
    const ids = Array.from({ length: 25 }, (_, i) => `${run}-${i}`);
    await Promise.all(
      ids.map((id, i) =>
        admin.doc(`contactMessages/${id}`).create({
          ...message(i, run),
          consentAt: FieldValue.serverTimestamp(),
          createdAt: FieldValue.serverTimestamp(),
        }),
      ),
    );
    const count = async (prefix: string) =>
      (await admin.getAll(...ids.map((id) => admin.doc(`${prefix}/contact-${id}`)))).filter((s) => s.exists).length;
    expect(
      await eventually(
        () => count('notifications'),
        (n) => n === 25,
        90_000,
      ),
    ).toBe(25);
    const settled = async () => (await count('mail')) + ids.filter((id) => held.has(`contact-${id}`)).length;
    let held = await heldMailIds();
    await eventually(
      async () => {
        held = await heldMailIds();
        return settled();
      },
      (n) => n === 25,
      60_000,
    );
    // A trigger of an earlier test may land in this hour too, so: at most the cap mailed, the rest held.
    const heldHere = ids.filter((id) => held.has(`contact-${id}`)).length;
    expect(await count('mail')).toBeLessThanOrEqual(20);
    expect(heldHere).toBeGreaterThanOrEqual(5);
    expect(heldHere + (await count('mail'))).toBe(25);
    const quota = await admin.collection('mailQuota').get();
    const slots = (
      await Promise.all(quota.docs.map(async (q) => (await q.ref.collection('slots').count().get()).data().count))
    ).reduce((a, b) => a + b, 0);
    expect(slots).toBe(20);

    const { sendDueDigests } = await functionsModule(() => import('../../functions/src/notifications/mailDigests.ts'));
    expect(await sendDueDigests(new Date())).toEqual([]); // the hour is not over yet
    const hours = await sendDueDigests(new Date(Date.now() + 3600_000));
    expect(hours).toHaveLength(1);
    const digest = await admin.doc(`mail/digest-${hours[0]}`).get();
    const totalHeld = (await heldMailIds()).size;
    expect(digest.get('message.subject')).toContain(`${totalHeld} more website message`);
    const listed = (digest.get('message.text') as string).split('\n').filter((line) => line.startsWith('- '));
    expect(listed).toHaveLength(totalHeld);
    expect(listed.filter((line) => line.includes('Flood Tester'))).toHaveLength(totalHeld);
    // Sent once: a second run writes no second digest for the hour (mail/digest-{hour} is create-once).
    const first = await admin.doc(`mail/digest-${hours[0]}`).get();
    await sendDueDigests(new Date(Date.now() + 3600_000));
    const again = await admin.doc(`mail/digest-${hours[0]}`).get();
    expect(again.updateTime?.isEqual(first.updateTime!)).toBe(true);
    expect(await sendDueDigests(new Date(Date.now() + 3600_000))).toEqual([]); // and the hour is no longer pending
    await admin.doc(`mail/digest-${hours[0]}`).delete();
  }, 180_000);
});
