// The per-visitor limit on public writes (docs/decisions/010-rate-limits.md): a signed-in visitor
// writes each public document in one batch with its marker visitorLimits/{uid}; at most 5 per hour.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  dbAs,
  past,
  resetData,
  seedDoc,
  sharedRulesEnv,
  storedDoc,
  validContactMessage,
  ownerDb,
} from './support/firestoreRulesEnv.ts';
import { visitorCreate, visitorUid } from './support/visitorBatch.ts';

const limit = 5;
let env: RulesTestEnvironment;
let visitor: Firestore;

/** Tries `n` messages one after the other (each reads the marker first, as the app does); answers how many were accepted. */
async function sendInARow(db: Firestore, n: number, prefix: string): Promise<number> {
  let accepted = 0;
  for (let i = 0; i < n; i += 1) {
    try {
      await visitorCreate(db, `contactMessages/${prefix}-${i}`, validContactMessage({ subject: `Message ${i}` }));
      accepted += 1;
    } catch {
      // refused by the rules
    }
  }
  return accepted;
}

async function storedMessageCount(): Promise<number> {
  const { getCountFromServer, collection } = await import('firebase/firestore');
  return (await getCountFromServer(collection(ownerDb(env), 'contactMessages'))).data().count;
}

async function seedMarker(data: Record<string, unknown>, uid = visitorUid) {
  await seedDoc(env, `visitorLimits/${uid}`, data);
}

describe('Firestore rules: per-visitor limit on public writes', () => {
  beforeAll(async () => {
    env = await sharedRulesEnv();
  });

  beforeEach(async () => {
    await resetData(env);
    visitor = dbAs(env, 'signedIn');
  });

  it(`300 messages in a row from one visitor: exactly ${limit} accepted and stored`, async () => {
    const before = await storedMessageCount();
    expect(await sendInARow(visitor, 300, 'row')).toBe(limit);
    expect(await storedMessageCount()).toBe(before + limit);
  }, 120_000);

  it(`30 messages at once from one visitor: at most ${limit} accepted`, async () => {
    const before = await storedMessageCount();
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => visitorCreate(visitor, `contactMessages/par-${i}`, validContactMessage())),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled').length;
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(accepted).toBeLessThanOrEqual(limit);
    expect(await storedMessageCount()).toBe(before + accepted);
  }, 60_000);

  it('500 messages in one batch with the marker are refused', async () => {
    const batch = writeBatch(visitor);
    for (let i = 0; i < 499; i += 1) batch.set(doc(visitor, `contactMessages/batch-${i}`), validContactMessage());
    batch.set(doc(visitor, 'visitorLimits', visitorUid), {
      count: 1,
      windowStart: serverTimestamp(),
      lastAt: serverTimestamp(),
      lastWrite: 'contactMessages/batch-0',
    });
    await assertFails(batch.commit());
  });

  it('two messages in one batch are refused (the marker names one document)', async () => {
    const batch = writeBatch(visitor);
    batch.set(doc(visitor, 'contactMessages/pair-1'), validContactMessage());
    batch.set(doc(visitor, 'contactMessages/pair-2'), validContactMessage());
    batch.set(doc(visitor, 'visitorLimits', visitorUid), {
      count: 1,
      windowStart: serverTimestamp(),
      lastAt: serverTimestamp(),
      lastWrite: 'contactMessages/pair-1',
    });
    await assertFails(batch.commit());
    expect(await storedMessageCount()).toBe(1);
  });

  it('one message with its marker is accepted', async () => {
    await assertSucceeds(visitorCreate(visitor, 'contactMessages/one', validContactMessage()));
  });

  it('a message without a marker write is refused (skipping the page)', async () => {
    await assertFails(setDoc(doc(visitor, 'contactMessages/bare'), validContactMessage()));
  });

  it('a message from a visitor who is not signed in is refused', async () => {
    await assertFails(visitorCreate(dbAs(env, 'anonymous'), 'contactMessages/nobody', validContactMessage()));
  });

  it('a marker naming another document is refused', async () => {
    await assertFails(
      visitorCreate(visitor, 'contactMessages/a', validContactMessage(), { lastWrite: 'contactMessages/b' }),
    );
  });

  it('an untouched marker (written earlier, not in this batch) does not authorise a message', async () => {
    await seedMarker({ count: 1, windowStart: past, lastAt: past, lastWrite: 'contactMessages/later' });
    await assertFails(setDoc(doc(visitor, 'contactMessages/later'), validContactMessage()));
  });

  it('a message id of about 1,500 bytes is refused', async () => {
    const id = 'x'.repeat(1500);
    await assertFails(visitorCreate(visitor, `contactMessages/${id}`, validContactMessage()));
  });

  it('ids: 40 characters accepted, 41 or odd characters refused', async () => {
    await assertSucceeds(visitorCreate(visitor, `contactMessages/${'a'.repeat(40)}`, validContactMessage()));
    await resetData(env);
    await assertFails(visitorCreate(visitor, `contactMessages/${'a'.repeat(41)}`, validContactMessage()));
    await assertFails(visitorCreate(visitor, 'contactMessages/a.b', validContactMessage()));
    await assertFails(visitorCreate(visitor, 'contactMessages/%E2%80%AE', validContactMessage()));
  });

  it('the count cannot be reset inside the window', async () => {
    await seedMarker({ count: limit, windowStart: Timestamp.now(), lastAt: past, lastWrite: 'contactMessages/x' });
    await assertFails(visitorCreate(visitor, 'contactMessages/reset-1', validContactMessage(), { count: 1 }));
    await assertFails(
      visitorCreate(visitor, 'contactMessages/reset-2', validContactMessage(), {
        count: 1,
        windowStart: serverTimestamp(),
      }),
    );
    await assertFails(visitorCreate(visitor, 'contactMessages/reset-3', validContactMessage(), { count: limit + 1 }));
    await assertFails(visitorCreate(visitor, 'contactMessages/reset-4', validContactMessage(), { count: limit - 1 }));
  });

  it('a new window starts after an hour', async () => {
    await seedMarker({
      count: limit,
      windowStart: Timestamp.fromMillis(Date.now() - 2 * 3600_000),
      lastAt: past,
      lastWrite: 'contactMessages/x',
    });
    await assertFails(
      visitorCreate(visitor, 'contactMessages/old-window', validContactMessage(), { count: limit + 1 }),
    );
    await assertSucceeds(
      visitorCreate(visitor, 'contactMessages/new-window', validContactMessage(), {
        count: 1,
        windowStart: serverTimestamp(),
      }),
    );
  });

  it('an ended window cannot be continued: its count does not go on past the hour (issue 27)', async () => {
    // Ended two hours ago with 1 write: continuing it (count 2, same windowStart) would give 4 more writes
    // in the old window plus 5 in a new one (9 an hour instead of 5). Only a new window is accepted.
    const ended = Timestamp.fromMillis(Date.now() - 2 * 3600_000);
    await seedMarker({ count: 1, windowStart: ended, lastAt: past, lastWrite: 'contactMessages/x' });
    await assertFails(visitorCreate(visitor, 'contactMessages/late-1', validContactMessage()));
    await assertFails(
      visitorCreate(visitor, 'contactMessages/late-2', validContactMessage(), { count: 2, windowStart: ended }),
    );
    await assertSucceeds(
      visitorCreate(visitor, 'contactMessages/fresh', validContactMessage(), {
        count: 1,
        windowStart: serverTimestamp(),
      }),
    );
    // A window still running is continued as before.
    await assertSucceeds(visitorCreate(visitor, 'contactMessages/fresh-2', validContactMessage()));
  });

  it('the marker may carry its time-to-live (expiresAt), past its window and within 3 days', async () => {
    const inHours = (hours: number) => Timestamp.fromMillis(Date.now() + hours * 3600_000);
    await assertFails(
      visitorCreate(visitor, 'contactMessages/ttl-1', validContactMessage(), { extra: { expiresAt: inHours(0.5) } }),
    );
    await assertFails(
      visitorCreate(visitor, 'contactMessages/ttl-2', validContactMessage(), { extra: { expiresAt: inHours(100) } }),
    );
    await assertFails(
      visitorCreate(visitor, 'contactMessages/ttl-3', validContactMessage(), { extra: { expiresAt: 'tomorrow' } }),
    );
    await assertSucceeds(
      visitorCreate(visitor, 'contactMessages/ttl-4', validContactMessage(), { extra: { expiresAt: inHours(24) } }),
    );
    await assertSucceeds(visitorCreate(visitor, 'contactMessages/ttl-5', validContactMessage()));
  });

  it('a first marker with a forged past window or count is refused', async () => {
    await assertFails(visitorCreate(visitor, 'contactMessages/f1', validContactMessage(), { windowStart: past }));
    await assertFails(visitorCreate(visitor, 'contactMessages/f2', validContactMessage(), { count: 0 }));
    await assertFails(visitorCreate(visitor, 'contactMessages/f3', validContactMessage(), { lastAt: past }));
    await assertFails(visitorCreate(visitor, 'contactMessages/f4', validContactMessage(), { extra: { admin: true } }));
  });

  it("another visitor's marker can be neither written nor read", async () => {
    await assertFails(visitorCreate(visitor, 'contactMessages/other', validContactMessage(), {}, 'someone-else'));
    await seedMarker({ count: 1, windowStart: past, lastAt: past, lastWrite: 'contactMessages/x' }, 'someone-else');
    await assertFails(getDoc(doc(visitor, 'visitorLimits', 'someone-else')));
    await assertSucceeds(getDoc(doc(visitor, 'visitorLimits', visitorUid)));
  });

  it('the marker is never deleted by a visitor', async () => {
    await seedMarker({ count: limit, windowStart: Timestamp.now(), lastAt: past, lastWrite: 'contactMessages/x' });
    const { deleteDoc } = await import('firebase/firestore');
    await assertFails(deleteDoc(doc(visitor, 'visitorLimits', visitorUid)));
  });

  it('a message id chosen on the device is written once: a retry or second tap with the same id is refused, the first copy kept', async () => {
    const id = 'contactMessages/DeviceChosenId000001';
    const before = await storedMessageCount();
    await assertSucceeds(visitorCreate(visitor, id, validContactMessage({ subject: 'First' })));
    // The same visitor again (a retry whose first answer was lost), and another visitor: neither overwrites it.
    await assertFails(visitorCreate(visitor, id, validContactMessage({ subject: 'Second' })));
    const other = env.authenticatedContext('visitor-2').firestore() as unknown as Firestore;
    await assertFails(visitorCreate(other, id, validContactMessage({ subject: 'Third' }), {}, 'visitor-2'));
    expect(await storedMessageCount()).toBe(before + 1);
    expect((await storedDoc(env, id))?.subject).toBe('First');
    // The visitor may read its own marker, which names the stored message (how the page knows it landed).
    expect((await getDoc(doc(visitor, 'visitorLimits', visitorUid))).get('lastWrite')).toBe(id);
  });
});
