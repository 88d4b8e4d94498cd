// Daily statistics on the Functions emulator (functions/src/stats/daily, model/src/dailyStats.ts):
// exact after a burst of 80 concurrent writes to one day's document, and after events delivered again
// (at-least-once delivery). The burst was 200 writes (49 s of the suite); 80 still has every trigger's
// transaction contend on the one document, which is what it proves, in about a third of the time.
import { createRequire } from 'node:module';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually, untilWritten } from '../support/adminSdk.ts';

const db = adminDb();
const dayMs = 86_400_000;
/** A day of 2001-2009 that no other run of this suite uses: its document holds only this run's writes. */
const runDayMs = Date.UTC(2001, 0, 1, 6, 0, 0) + (Date.now() % 3000) * dayMs;
const runDay = new Date(runDayMs + 3 * 3_600_000).toISOString().slice(0, 10);

function request(i: number, createdAtMs: number) {
  return {
    trackingCode: `R-ST${String(i).padStart(2, '0').slice(-2)}-Z${i % 10}`,
    refCodes: i % 3 === 0 ? ['MD-9101', 'DR-9102'] : ['MD-9101'],
    name: `Stats family ${i}`,
    phone: '0501234567',
    email: null,
    message: null,
    locale: i % 2 === 0 ? 'ar' : 'en',
    consentAt: Timestamp.fromMillis(createdAtMs),
    status: 'new',
    history: [],
    createdAt: Timestamp.fromMillis(createdAtMs),
    updatedAt: Timestamp.fromMillis(createdAtMs),
  };
}

/** Requests created in the burst (every third names a second worker), and how many of them move on. */
const burstCreated = 60;
const burstContacted = 20;

const dayDoc = (day: string) => db.doc(`dailyStats/${day}`).get();

describe('dailyStats (idempotent triggers keyed on the event)', () => {
  it('is exact after a burst of 80 writes: 60 requests created, 20 moved to contacted', async () => {
    const ids = Array.from({ length: burstCreated }, (_, i) => `stats-burst-${runDay}-${i}`);
    await Promise.all(ids.map((id, i) => db.doc(`requests/${id}`).set(request(i, runDayMs + i * 1000))));
    const contactedAtMs = runDayMs + 2 * 3_600_000;
    await Promise.all(
      ids
        .slice(0, burstContacted)
        .map((id) =>
          db
            .doc(`requests/${id}`)
            .update({ status: 'contacted', updatedAt: Timestamp.fromMillis(contactedAtMs + 150_000) }),
        ),
    );
    const settled = await eventually(
      () => dayDoc(runDay),
      (snap) => snap.get('requests') === burstCreated && snap.get('stages.contacted') === burstContacted,
      120_000,
    );
    expect(settled.get('requests')).toBe(burstCreated);
    expect(settled.get('workers')).toEqual({ 'MD-9101': burstCreated, 'DR-9102': burstCreated / 3 });
    expect(settled.get('stages')).toEqual({ contacted: burstContacted });
    const minutes = settled.get('contactMinutes') as Record<string, number>;
    expect(Object.keys(minutes).sort()).toEqual(ids.slice(0, burstContacted).sort());
    // Request i was created i seconds after the day's start and contacted 2 h 2.5 min after it.
    expect(minutes[ids[0]!]).toBe(123);
    expect(minutes[ids[burstContacted - 1]!]).toBe(Math.round((2 * 3600 + 150 - (burstContacted - 1)) / 60));
    // The history stamps (function writes, no status change) added nothing on top.
    const again = await dayDoc(runDay);
    expect(again.get('requests')).toBe(burstCreated);
    expect(again.get('stages.contacted')).toBe(burstContacted);
  }, 240_000);

  it('counts a retried creation and a retried status change once', async () => {
    const require = createRequire(import.meta.url);
    const { onRequestStats } = require('../../functions/lib/index.js') as {
      onRequestStats: { run: (event: unknown) => Promise<unknown> };
    };
    const day = new Date(runDayMs + 40 * dayMs + 3 * 3_600_000).toISOString().slice(0, 10);
    const createdAtMs = runDayMs + 40 * dayMs;
    const id = `stats-retry-${day}`;
    const ref = db.doc(`requests/${id}`);
    await ref.set(request(7, createdAtMs));
    await eventually(
      () => dayDoc(day),
      (snap) => snap.get('requests') === 1,
    );

    // The create delivered three more times (one of them concurrently): still one request.
    const created = await ref.get();
    const absent = { exists: false, data: () => undefined };
    const createEvent = {
      id: 'retry-create-event',
      time: new Date(createdAtMs).toISOString(),
      params: { requestId: id },
      data: { before: absent, after: created },
    };
    await Promise.all([onRequestStats.run(createEvent), onRequestStats.run(createEvent)]);
    await onRequestStats.run({ ...createEvent, id: 'another-delivery-id' });

    // A status change event delivered three times (its own id): one contacted entry.
    const before = { exists: true, data: () => created.data() };
    const contacted = {
      ...created.data(),
      status: 'contacted',
      updatedAt: Timestamp.fromMillis(createdAtMs + 45 * 60_000),
    };
    const after = { exists: true, data: () => contacted, updateTime: Timestamp.fromMillis(createdAtMs + 45 * 60_000) };
    const changeEvent = {
      id: `retry-change-${day}`,
      time: new Date(createdAtMs + 45 * 60_000).toISOString(),
      params: { requestId: id },
      data: { before, after },
    };
    await Promise.all([
      onRequestStats.run(changeEvent),
      onRequestStats.run(changeEvent),
      onRequestStats.run(changeEvent),
    ]);

    const stored = await dayDoc(day);
    expect(stored.get('requests')).toBe(1);
    expect(stored.get('stages')).toEqual({ contacted: 1 });
    expect(stored.get('contactMinutes')).toEqual({ [id]: 45 });
    expect(stored.get('workers')).toEqual({ 'MD-9101': 1 });
    expect((await db.doc(`dailyStatsEvents/${changeEvent.id}`).get()).exists).toBe(true);
  }, 120_000);

  it('counts a contact message once on its office day, and a restored (re-created) one not again', async () => {
    const day = new Date(runDayMs + 50 * dayMs + 3 * 3_600_000).toISOString().slice(0, 10);
    const ref = db.doc(`contactMessages/stats-msg-${day}`);
    const message = {
      name: 'Stats Visitor',
      email: 'stats@example.com',
      phone: null,
      subject: 'Counting',
      message: 'Counted once.',
      status: 'read',
      locale: 'en',
      createdAt: Timestamp.fromMillis(runDayMs + 50 * dayMs),
    };
    await ref.set(message);
    await eventually(
      () => dayDoc(day),
      (snap) => snap.get('messages') === 1,
    );
    await ref.delete();
    await ref.set(message);
    // The re-creation's marker already exists: wait for it to be processed (its notification is idempotent too).
    await untilWritten(`notifications/contact-stats-msg-${day}`);
    const stored = await eventually(
      () => dayDoc(day),
      (snap) => snap.get('messages') !== 1,
      3_000,
    );
    expect(stored.get('messages')).toBe(1);
    await ref.delete();
  }, 60_000);
});
