// eraseContact (callable, Functions + Auth + Firestore emulators): an admin erases everything held about
// one e-mail or phone (messages, requests, their notifications and mails, quoting digests, trash
// entries), previewing counts first; the answer carries counts only. Abuse: no caller, a non-admin,
// huge input, wildcard-like input, a list of addresses.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, untilWritten } from '../support/adminSdk.ts';
import { visitorRequest, withNotices } from '../support/visitorDocs.ts';
import { throwawayUser, webClient, type Client } from './client.ts';
import { resetMailQuota } from './mailQuota.ts';
import type { EraseContactAnswer } from '@household/model';

const db = adminDb();
const callable = 'eraseContact';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const email = `erase.${run}@example.com`;
// A phone no seed or other suite uses: 05 + 8 digits from the run id.
const phoneDigits = String(Date.now()).slice(-8);
const phone = `05${phoneDigits}`;

const messageDoc = (overrides: Record<string, unknown>) => ({
  name: 'Erase Test',
  email: null,
  phone: null,
  subject: 'Erase test',
  message: 'Please erase me',
  status: 'unread',
  locale: 'en',
  consentAt: FieldValue.serverTimestamp(),
  createdAt: FieldValue.serverTimestamp(),
  ...overrides,
});

const requestDoc = (overrides: Record<string, unknown>) =>
  visitorRequest(
    {
      trackingCode: `R-${run.slice(0, 4).toUpperCase()}-EE`,
      refCodes: ['MD-0101'],
      name: 'Erase Test',
      phone: '0500000000',
    },
    overrides,
  );

const ids = {
  byEmail: `erase-${run}-m1`,
  byPhone: `erase-${run}-m2`,
  other: `erase-${run}-m3`,
  request: `erase-${run}-r1`,
  trashed: `erase-${run}-m4`,
};

async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    return (error as { code?: string }).code ?? 'unknown';
  }
}

describe('eraseContact (callable)', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  let client: Client;
  let savedSettings: FirebaseFirestore.DocumentData | undefined;

  beforeAll(async () => {
    await resetMailQuota();
    savedSettings = (await db.doc('settings/private').get()).data();
    await db.doc('settings/private').set({ notificationEmail: 'office@example.com' }, { merge: true });
    client = webClient();
    await Promise.all([
      // The stored address in another case and with spaces: it still belongs to the person.
      db.doc(`contactMessages/${ids.byEmail}`).set(messageDoc({ email: ` Erase.${run}@EXAMPLE.com` })),
      db
        .doc(`contactMessages/${ids.byPhone}`)
        .set(messageDoc({ phone: `+966 5${phoneDigits.slice(0, 1)} ${phoneDigits.slice(1)}` })),
      db.doc(`contactMessages/${ids.other}`).set(messageDoc({ email: `keep.${run}@example.com`, phone: '0559999999' })),
      db.doc(`requests/${ids.request}`).set(requestDoc({ email, phone: '0551231234' })),
      db.doc(`trash/contactMessages_${ids.trashed}`).set({
        collection: 'contactMessages',
        id: ids.trashed,
        data: { ...messageDoc({ email: email.toUpperCase() }), consentAt: Timestamp.now(), createdAt: Timestamp.now() },
        contacts: null,
        deletedAt: Timestamp.now(),
        deletedBy: 'test',
      }),
      db
        .doc(`mail/digest-erase-${run}`)
        .set({ to: 'office@example.com', message: { subject: 'Digest', text: `Held: Erase Test <${email}>` } }),
    ]);
    // The triggers write each message's notification (and mail); wait for them so the erase sees them.
    for (const id of [
      `contact-${ids.byEmail}`,
      `contact-${ids.byPhone}`,
      `contact-${ids.other}`,
      `request-${ids.request}`,
    ]) {
      await untilWritten(`notifications/${id}`);
    }
  });

  afterAll(async () => {
    await client.close();
    await Promise.all(cleanups.map((cleanup) => cleanup()));
    const leftovers = [
      ...withNotices(`contactMessages/${ids.other}`),
      ...withNotices(`contactMessages/${ids.byPhone}`),
    ];
    await Promise.all(leftovers.map((path) => db.doc(path).delete()));
    if (savedSettings) await db.doc('settings/private').set(savedSettings);
    await resetMailQuota();
  });

  it('refuses a caller who is not signed in, and a signed-in user without the admin claim', async () => {
    expect(await errorCode(client.call(callable, { contact: email }))).toBe('functions/unauthenticated');
    const user = await throwawayUser('erase-visitor');
    cleanups.push(user.remove);
    await client.signIn(user.email, user.password);
    expect(await errorCode(client.call(callable, { contact: email, apply: true }))).toBe('functions/permission-denied');
    await client.signOut();
    expect((await db.doc(`contactMessages/${ids.byEmail}`).get()).exists, 'nothing was erased').toBe(true);
  });

  describe('as the admin', () => {
    beforeAll(async () => {
      const admin = await throwawayUser('erase-admin', { admin: true });
      cleanups.push(admin.remove);
      await client.signIn(admin.email, admin.password);
    });

    it('refuses huge, wildcard-like and list input without touching anything', async () => {
      for (const contact of [
        'x'.repeat(100_000),
        `${'a'.repeat(300)}@example.com`,
        '*',
        '%',
        '.*',
        '*@example.com',
        `${email},other@example.com`,
        '05*',
        '',
        42,
      ]) {
        expect(await errorCode(client.call(callable, { contact })), String(contact).slice(0, 40)).toBe(
          'functions/invalid-argument',
        );
      }
      expect(await errorCode(client.call(callable, { contact: email, apply: 'yes' }))).toBe(
        'functions/invalid-argument',
      );
      expect((await db.doc(`contactMessages/${ids.byEmail}`).get()).exists).toBe(true);
    });

    it('previews the counts for an e-mail (case-insensitive), deleting nothing; the answer holds counts only', async () => {
      const preview = await client.call<EraseContactAnswer>(callable, {
        contact: `  ${email.toUpperCase()} `,
      });
      expect(preview).toEqual({
        applied: false,
        counts: { contactMessages: 1, requests: 1, notifications: 2, mails: expect.any(Number), trash: 1 },
      });
      // mail/contact-{id} and mail/request-{id} (when not held by the hourly cap) and the digest quoting the address.
      expect(preview.counts.mails).toBeGreaterThanOrEqual(1);
      expect(JSON.stringify(preview)).not.toContain('@');
      expect((await db.doc(`contactMessages/${ids.byEmail}`).get()).exists).toBe(true);
      expect((await db.doc(`requests/${ids.request}`).get()).exists).toBe(true);
    });

    it('erases everything held about the e-mail, and nothing else', async () => {
      const result = await client.call<EraseContactAnswer>(callable, {
        contact: email,
        apply: true,
      });
      expect(result.applied).toBe(true);
      expect(result.counts).toMatchObject({ contactMessages: 1, requests: 1, notifications: 2, trash: 1 });
      const gone = [
        ...withNotices(`contactMessages/${ids.byEmail}`),
        ...withNotices(`requests/${ids.request}`),
        `trash/contactMessages_${ids.trashed}`,
        `mail/digest-erase-${run}`,
      ];
      for (const path of gone) expect((await db.doc(path).get()).exists, path).toBe(false);
      expect((await db.doc(`contactMessages/${ids.other}`).get()).exists, 'another person is kept').toBe(true);
      expect((await db.doc(`contactMessages/${ids.byPhone}`).get()).exists, 'the phone-only message is kept').toBe(
        true,
      );
      // Running it again finds nothing (idempotent).
      const again = await client.call<EraseContactAnswer>(callable, { contact: email, apply: true });
      expect(again.counts).toEqual({ contactMessages: 0, requests: 0, notifications: 0, mails: 0, trash: 0 });
    });

    it('erases by phone whatever the format it was stored or typed in', async () => {
      const typed = `٠٥${[...phoneDigits].map((digit) => String.fromCharCode(0x0660 + Number(digit))).join('')}`;
      const result = await client.call<EraseContactAnswer>(callable, { contact: typed, apply: true });
      expect(result.counts).toMatchObject({ contactMessages: 1, requests: 0, notifications: 1 });
      expect((await db.doc(`contactMessages/${ids.byPhone}`).get()).exists).toBe(false);
      expect((await db.doc(`contactMessages/${ids.other}`).get()).exists).toBe(true);
      expect(phone).toHaveLength(10);
    });
  });
});
