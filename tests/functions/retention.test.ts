// purgeExpiredPersonalData (functions/src/privacy): contact messages and finished (completed, cancelled, ...) requests
// older than settings/site.retentionMonths are deleted with their notifications and mails; newer
// ones and open requests stay. The scheduled function's logic (purgeExpired) is called in this
// process against the emulators (the Functions emulator has no trigger endpoint for schedules here).
// `now` is put in 2001 so that only this suite's documents (dated 2000) can be past the cutoff: the
// seeded data (2025-2026) is never touched.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, untilWritten } from '../support/adminSdk.ts';
import { functionsModule, resetMailQuota } from './mailQuota.ts';

const db = adminDb();
const run = Date.now().toString(36);
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
// retentionMonths 6 and now 2001-01-01: the cutoff is 2000-07-01.
const now = new Date('2001-01-01T00:00:00Z');
const old = '2000-06-15T00:00:00Z';
const recent = '2000-07-15T00:00:00Z';

const message = (createdAt: string) => ({
  name: 'Retention Test',
  email: `retention.${run}@example.com`,
  phone: null,
  subject: 'Retention',
  message: 'Old enough?',
  status: 'read',
  locale: 'en',
  consentAt: at(createdAt),
  createdAt: at(createdAt),
});

const request = (status: string, createdAt: string) => ({
  trackingCode: `R-RT${run.slice(-2).toUpperCase()}-00`,
  refCodes: ['MD-0101'],
  name: 'Retention Test',
  phone: '0500000001',
  email: null,
  message: null,
  locale: 'en',
  consentAt: at(createdAt),
  status,
  history: [{ status, at: at(createdAt) }],
  createdAt: at(createdAt),
  updatedAt: at(createdAt),
});

const docs = {
  oldMessage: [`contactMessages/rt-${run}-m-old`, message(old)],
  recentMessage: [`contactMessages/rt-${run}-m-new`, message(recent)],
  oldClosed: [`requests/rt-${run}-r-closed`, request('completed', old)],
  oldCancelled: [`requests/rt-${run}-r-cancelled`, request('cancelled', old)],
  oldOpen: [`requests/rt-${run}-r-open`, request('contract', old)],
  recentClosed: [`requests/rt-${run}-r-closed-new`, request('completed', recent)],
} as const;

const notificationOf = (path: string) => {
  const [collection, id] = path.split('/') as [string, string];
  return `notifications/${collection === 'contactMessages' ? 'contact' : 'request'}-${id}`;
};

describe('purgeExpiredPersonalData (retention)', () => {
  let savedSettings: FirebaseFirestore.DocumentData | undefined;

  beforeAll(async () => {
    await resetMailQuota();
    savedSettings = (await db.doc('settings/site').get()).data();
    // The public setting is the one in force (the consent text states it); an older private value loses.
    await db.doc('settings/site').set({ retentionMonths: 6, updatedAt: Timestamp.now() }, { merge: true });
    await db.doc('settings/private').set({ retentionMonths: 120, updatedAt: Timestamp.now() }, { merge: true });
    await Promise.all(Object.values(docs).map(([path, data]) => db.doc(path).set(data)));
    // The create triggers write the notifications; the purge must remove those of the purged documents.
    for (const [path] of Object.values(docs)) {
      await untilWritten(notificationOf(path));
    }
  });

  afterAll(async () => {
    const paths = Object.values(docs).flatMap(([path]) => [
      path,
      notificationOf(path),
      notificationOf(path).replace('notifications/', 'mail/'),
    ]);
    await Promise.all(paths.map((path) => db.doc(path).delete()));
    if (savedSettings) await db.doc('settings/site').set(savedSettings);
    else await db.doc('settings/site').delete();
    await db.doc('settings/private').update({ retentionMonths: FieldValue.delete() });
    await resetMailQuota();
  });

  it('deletes messages and closed/cancelled requests older than retentionMonths, with their notifications', async () => {
    const { purgeExpired } = await functionsModule(() => import('../../functions/src/privacy/purgeExpired.ts'));
    const deleted = await purgeExpired(now);
    expect(deleted).toEqual({ messages: 1, requests: 2 });
    const exists = async (path: string) => (await db.doc(path).get()).exists;
    for (const key of ['oldMessage', 'oldClosed', 'oldCancelled'] as const) {
      expect(await exists(docs[key][0]), key).toBe(false);
      expect(await exists(notificationOf(docs[key][0])), `${key} notification`).toBe(false);
    }
    for (const key of ['recentMessage', 'oldOpen', 'recentClosed'] as const) {
      expect(await exists(docs[key][0]), key).toBe(true);
    }
  });

  it('keeps everything when the period is longer than their age (the setting is read, not assumed)', async () => {
    await db.doc('settings/site').set({ retentionMonths: 120, updatedAt: Timestamp.now() }, { merge: true });
    const { purgeExpired } = await functionsModule(() => import('../../functions/src/privacy/purgeExpired.ts'));
    expect(await purgeExpired(now)).toEqual({ messages: 0, requests: 0 });
    expect((await db.doc(docs.recentMessage[0]).get()).exists).toBe(true);
  });
});
