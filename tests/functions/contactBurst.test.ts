import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/adminSdk.ts';
import { settledDashboard } from './client.ts';
import { heldMailIds, resetMailQuota } from './mailQuota.ts';

// Three times the hourly e-mail cap (20), written at once: enough to race every trigger and counter.
// (200 took 90 s of the 20-minute test budget and found nothing 60 does not.)
const burstSize = 60;

describe(`contact message burst (${burstSize} concurrent messages)`, () => {
  beforeAll(resetMailQuota);
  afterAll(resetMailQuota);

  it('produces exactly one notification per message, an e-mail for each up to the hourly cap and a digest entry for the rest, and an exact unreadMessages counter', async () => {
    const db = adminDb();
    const runId = `burst-${Date.now()}`;
    const ids = Array.from({ length: burstSize }, (_, i) => `${runId}-${String(i).padStart(3, '0')}`);
    const notificationsBefore = (await db.collection('notifications').count().get()).data().count;
    const started = Date.now();

    await Promise.all(
      ids.map((id, i) =>
        db.doc(`contactMessages/${id}`).create({
          name: `Burst sender ${i}`,
          email: `burst${i}@example.com`,
          phone: i % 2 === 0 ? null : `05${String(10_000_000 + i)}`,
          subject: `Burst subject ${i}`,
          message: 'Written concurrently by the integration test.',
          // A few already read, so the counter is not simply "everything".
          status: i % 10 === 0 ? 'read' : 'unread',
          locale: i % 3 === 0 ? 'ar' : 'en',
          createdAt: FieldValue.serverTimestamp(),
        }),
      ),
    );
    const written = Date.now();

    const countExisting = async (collection: string) =>
      (await db.getAll(...ids.map((id) => db.doc(`${collection}/contact-${id}`)))).filter((snap) => snap.exists).length;
    const notified = await eventually(
      () => countExisting('notifications'),
      (n) => n === burstSize,
      240_000,
    );
    const notifiedAt = Date.now();
    expect(notified).toBe(burstSize);
    // Every message is either mailed (at most the hourly cap, 20) or held for the hour's digest.
    const mailedOrHeld = async () => {
      const held = await heldMailIds();
      return (await countExisting('mail')) + ids.filter((id) => held.has(`contact-${id}`)).length;
    };
    expect(await eventually(mailedOrHeld, (n) => n === burstSize, 60_000)).toBe(burstSize);
    expect(await countExisting('mail')).toBeLessThanOrEqual(20);
    expect(await countExisting('mail')).toBeGreaterThan(0);
    expect((await db.collection('notifications').count().get()).data().count).toBe(notificationsBefore + burstSize);

    const { expected, stored } = await settledDashboard(120_000);
    const settledAt = Date.now();
    expect(stored).toEqual(expected);
    const unreadInBurst = ids.filter((_, i) => i % 10 !== 0).length;
    expect(expected.unreadMessages).toBeGreaterThanOrEqual(unreadInBurst);

    console.log(
      `[burst] ${burstSize} writes: ${written - started} ms; all notifications after ${notifiedAt - started} ms; ` +
        `dashboard exact after ${settledAt - started} ms (unreadMessages ${stored.unreadMessages})`,
    );

    // Leave the demo data as it was: delete the burst (the triggers bring the counters back down).
    const writer = db.bulkWriter();
    for (const id of ids) {
      void writer.delete(db.doc(`contactMessages/${id}`));
      void writer.delete(db.doc(`notifications/contact-${id}`));
      void writer.delete(db.doc(`mail/contact-${id}`));
    }
    await writer.close();
    const after = await settledDashboard(120_000);
    expect(after.stored).toEqual(after.expected);
  }, 600_000);
});
