// Requests on the Functions emulator: the onRequestCreated notification and e-mail, history
// stamping by onRequestWritten, and the trackRequest callable (right pair, wrong phone == unknown
// code, nothing personal, input caps, the guess limit per caller IP).
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { FirebaseError } from 'firebase/app';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guessKeys, perCallerGuessLimit, perCodeGuessLimit } from '../../functions/src/requests/guessKeys.ts';
import { emulatorAppCheckToken } from '../../web/src/lib/firebase/emulatorAppCheck.ts';
import { emulatorHosts, projectId } from '../fixtures/constants.ts';
import { adminDb, eventually, triggerWaitMs, untilWritten } from '../support/adminSdk.ts';
import { visitorRequest, withNotices } from '../support/visitorDocs.ts';
import { settledDashboard, webClient, type Client } from './client.ts';
import { heldMailIds, resetMailQuota } from './mailQuota.ts';
import type { TrackAnswer } from '@household/model';

const db = adminDb();

/** A request as the public form writes it (server timestamps, empty history). */
function newRequest(trackingCode: string, overrides: Record<string, unknown> = {}) {
  const fields = {
    trackingCode,
    refCodes: ['MD-0001', 'DR-0002'],
    name: 'Umm <b>Faisal</b>',
    message: 'Please call after Asr <script>x</script>',
  };
  return visitorRequest(fields, overrides);
}

/** A tracking code no other run uses: R- and six characters of the code alphabet (no look-alikes). */
function freshCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let i = 0; i < 6; i += 1) code += alphabet[Math.floor(Math.random() * alphabet.length)];
  return `R-${code.slice(0, 4)}-${code.slice(4)}`;
}

async function errorCode(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FirebaseError) return { code: error.code, message: error.message };
    throw error;
  }
  return { code: 'none', message: '' };
}

async function clearGuessCounters() {
  const counters = await db.collection('rateLimits').get();
  await Promise.all(counters.docs.map((doc) => doc.ref.delete()));
}

const created: string[] = [];

afterAll(async () => {
  const paths = created.flatMap((id) => withNotices(`requests/${id}`));
  await Promise.all(paths.map((path) => db.doc(path).delete()));
  await clearGuessCounters();
});

describe('onRequestCreated and onRequestWritten (Functions emulator)', () => {
  // Earlier suites may have used this hour's e-mail cap; start from an empty quota.
  beforeAll(resetMailQuota);

  it('turns a new request into one notification and one escaped e-mail, and stamps history', async () => {
    const ref = await db.collection('requests').add(newRequest(freshCode()));
    created.push(ref.id);

    const notification = await untilWritten(`notifications/request-${ref.id}`);
    expect(notification.get('kind')).toBe('request');
    expect(notification.get('title')).toBe('New request from Umm <b>Faisal</b>');
    expect(notification.get('link')).toBe(`/admin/requests?open=${ref.id}`);
    expect(notification.get('read')).toBe(false);

    const mail = await untilWritten(`mail/request-${ref.id}`);
    expect(mail.get('to')).toBe('office@household-staff.example');
    expect(mail.get('message.text')).toContain('Workers: MD-0001, DR-0002');
    expect(mail.get('message.html')).toContain('&lt;script&gt;');
    expect(mail.get('message.html')).not.toContain('<script>');

    const stamped = await eventually(
      () => ref.get(),
      (snap) => (snap.get('history') as unknown[]).length === 1,
    );
    const [entry] = stamped.get('history') as { status: string; at: Timestamp }[];
    expect(entry!.status).toBe('new');
    expect(entry!.at.isEqual(stamped.get('createdAt') as Timestamp)).toBe(true);
  });

  it("holds a request e-mail for the digest once the hour's cap is used, and still notifies", async () => {
    // This hour's and the next hour's quota marked as used (the next one in case the clock turns the hour).
    const now = Date.now();
    const hours = [now, now + 3_600_000].map((ms) => new Date(ms).toISOString().slice(0, 13));
    await Promise.all(hours.map((hour) => db.doc(`mailQuota/${hour}`).set({ hour, sent: 20 })));
    try {
      const ref = await db.collection('requests').add(newRequest(freshCode()));
      created.push(ref.id);
      await untilWritten(`notifications/request-${ref.id}`);
      await expect
        .poll(async () => (await heldMailIds()).has(`request-${ref.id}`), { timeout: triggerWaitMs })
        .toBe(true);
      expect((await db.doc(`mail/request-${ref.id}`).get()).exists).toBe(false);
    } finally {
      await resetMailQuota();
    }
  });

  it('stamps every status change once, in order, and nothing for writes that keep the status', async () => {
    const ref = await db.collection('requests').add(newRequest(freshCode()));
    created.push(ref.id);
    await eventually(
      () => ref.get(),
      (snap) => (snap.get('history') as unknown[]).length === 1,
    );
    await ref.update({ status: 'contacted', updatedAt: FieldValue.serverTimestamp() });
    await ref.update({ status: 'contract', updatedAt: FieldValue.serverTimestamp() });
    const stamped = await eventually(
      () => ref.get(),
      (snap) => (snap.get('history') as unknown[]).length >= 3,
    );
    const history = stamped.get('history') as { status: string; at: Timestamp }[];
    expect(history.map((entry) => entry.status)).toEqual(['new', 'contacted', 'contract']);
    expect(history[2]!.at.isEqual(stamped.get('updatedAt') as Timestamp)).toBe(true);

    // A write that keeps the status (e.g. updatedAt only) adds nothing; wait for the notification
    // of a later request as a sign that the triggers have run past it.
    await ref.update({ updatedAt: FieldValue.serverTimestamp() });
    const marker = await db.collection('requests').add(newRequest(freshCode()));
    created.push(marker.id);
    await eventually(
      () => marker.get(),
      (snap) => (snap.get('history') as unknown[]).length === 1,
    );
    expect(((await ref.get()).get('history') as unknown[]).length).toBe(3);
  });
});

describe('openRequests on the dashboard (Functions emulator)', () => {
  it('counts a new request and stops counting it once cancelled', async () => {
    const ref = await db.collection('requests').add(newRequest(freshCode()));
    created.push(ref.id);
    const added = await settledDashboard();
    expect(added.stored).toEqual(added.expected);
    const open = added.stored.openRequests as number;
    expect(open).toBeGreaterThanOrEqual(1);
    await ref.update({ status: 'contract', updatedAt: FieldValue.serverTimestamp() });
    const moved = await settledDashboard();
    expect(moved.stored.openRequests).toBe(open); // still open
    await ref.update({ status: 'cancelled', updatedAt: FieldValue.serverTimestamp() });
    const cancelled = await settledDashboard();
    expect(cancelled.stored).toEqual(cancelled.expected);
    expect(cancelled.stored.openRequests).toBe(open - 1);
  });
});

describe('trackRequest (Functions emulator)', () => {
  let client: Client;
  let code: string;

  beforeAll(async () => {
    client = webClient();
    code = freshCode();
    // As the public form stores it: the document id IS the tracking code (issue 27).
    const ref = db.doc(`requests/${code}`);
    await ref.set(newRequest(code));
    created.push(ref.id);
    await eventually(
      () => ref.get(),
      (snap) => (snap.get('history') as unknown[]).length === 1,
    );
    await ref.update({ status: 'contract', updatedAt: FieldValue.serverTimestamp() });
    await eventually(
      () => ref.get(),
      (snap) => (snap.get('history') as unknown[]).length === 2,
    );
  });

  beforeEach(clearGuessCounters);

  afterAll(async () => {
    await client.close();
  });

  it('answers the stage and its dates for the right pair, nothing personal', async () => {
    const answer = await client.call<Record<string, unknown>>('trackRequest', {
      trackingCode: code,
      phone: '0501234567',
    });
    // Issue 34 added the journey, its stage dates, the clock and the guarantee card (tests/functions/journey.test.ts).
    expect(Object.keys(answer).sort()).toEqual([
      'clock',
      'createdAt',
      'guarantee',
      'history',
      'journey',
      'stageDates',
      'status',
    ]);
    expect(answer.status).toBe('contract');
    const history = answer.history as { status: string; at: string }[];
    expect(history.map((entry) => entry.status)).toEqual(['new', 'contract']);
    for (const entry of history) expect(new Date(entry.at).toISOString()).toBe(entry.at);
    const text = JSON.stringify(answer);
    for (const secret of ['Faisal', '0501234567', 'MD-0001', 'Asr']) expect(text).not.toContain(secret);
  });

  it("finds the family's own request directly by its code, however many other documents carry that code", async () => {
    // What the old query by field could be crowded by: documents under ids that sort first, carrying
    // the family's code (only the Admin SDK can write them now: the rules refuse a taken code).
    const crowd = ['0', '1', '2', '3', '4', '5'].map((n) => `${n}${n}${n}-crowd-${code}`);
    await Promise.all(
      crowd.map((id) => db.doc(`requests/${id}`).set({ ...newRequest(code, { phone: '0509999999' }), history: [] })),
    );
    created.push(...crowd);
    const answer = await client.call<TrackAnswer>('trackRequest', { trackingCode: code, phone: '0501234567' });
    expect(answer.status).toBe('contract');
    // A crowding document's phone finds nothing: only requests/{code} answers for the code.
    expect((await errorCode(client.call('trackRequest', { trackingCode: code, phone: '0509999999' }))).code).toBe(
      'functions/not-found',
    );
  });

  it('accepts the same pair typed differently (lower case, Arabic-Indic digits, +966)', async () => {
    const lower = code.toLowerCase().replace(/-/g, ' ');
    for (const phone of ['٠٥٠١٢٣٤٥٦٧', '+966 50 123 4567', '00966501234567']) {
      const answer = await client.call<TrackAnswer>('trackRequest', { trackingCode: lower, phone });
      expect(answer.status).toBe('contract');
    }
  });

  it('gives a wrong phone exactly the answer of an unknown code', async () => {
    const wrongPhone = await errorCode(client.call('trackRequest', { trackingCode: code, phone: '0509999999' }));
    const unknownCode = await errorCode(
      client.call('trackRequest', { trackingCode: 'R-0000-00', phone: '0501234567' }),
    );
    expect(wrongPhone.code).toBe('functions/not-found');
    expect(unknownCode).toEqual(wrongPhone);
  });

  it.each([
    ['no input', undefined],
    ['a code that is too long', { trackingCode: `${'R'.repeat(21)}`, phone: '0501234567' }],
    ['a phone that is too long', { trackingCode: 'R-0000-00', phone: '0'.repeat(31) }],
    ['a phone that is not a string', { trackingCode: 'R-0000-00', phone: 501234567 }],
  ])('refuses %s with invalid-argument', async (_title, data) => {
    expect((await errorCode(client.call('trackRequest', data))).code).toBe('functions/invalid-argument');
  });

  it('stops a caller after its misses, while found lookups use up nothing', async () => {
    for (let i = 0; i < 3; i += 1) await client.call('trackRequest', { trackingCode: code, phone: '0501234567' });
    // Misses on many codes (each code's own window stays below its limit): the caller's window fills.
    for (let i = 0; i < perCallerGuessLimit; i += 1) {
      const miss = await errorCode(client.call('trackRequest', { trackingCode: freshCode(), phone: '0501234567' }));
      expect(miss.code, `miss ${i}`).toBe('functions/not-found');
    }
    // The caller's window is used up: even its right pair is refused until it passes (no oracle).
    expect((await errorCode(client.call('trackRequest', { trackingCode: code, phone: '0501234567' }))).code).toBe(
      'functions/resource-exhausted',
    );
    // The counters live in a functions-only collection and name no address or code; there is no global one.
    const counters = await db.collection('rateLimits').get();
    const ids = counters.docs.map((doc) => doc.id.replace(/[0-9a-f]{32}$/, 'HASH'));
    expect(new Set(ids)).toEqual(new Set(['track-code-HASH', 'track-ip-HASH']));
    expect(counters.docs.filter((doc) => doc.id.startsWith('track-ip-')).map((doc) => doc.get('count'))).toEqual([
      perCallerGuessLimit,
    ]);
    expect(JSON.stringify(counters.docs.map((doc) => doc.data()))).not.toContain(code);
  });

  it('refuses a call without an App Check token (enforceAppCheck)', async () => {
    const bare = webClient({ appCheck: false });
    try {
      const refused = await errorCode(bare.call('trackRequest', { trackingCode: code, phone: '0501234567' }));
      expect(refused.code).toBe('functions/unauthenticated');
    } finally {
      await bare.close();
    }
    const raw = await callRaw({ trackingCode: code, phone: '0501234567' }, { appCheck: false });
    expect(raw.error?.status).toBe('UNAUTHENTICATED');
    expect((await callRaw({ trackingCode: code, phone: '0501234567' })).result?.status).toBe('contract');
  });

  it('a forged X-Forwarded-For does not reset the caller limit (keyed on the entry the front end appends)', async () => {
    for (let i = 0; i < perCallerGuessLimit; i += 1) {
      // A new made-up left-most address on every call; the right-most one (the front end's) stays.
      const forged = `10.${i}.0.1, 192.0.2.${i}, 198.51.100.20`;
      const answer = await callRaw({ trackingCode: freshCode(), phone: `0500000${i}00` }, { forged });
      expect(answer.error?.status, `miss ${i}`).toBe('NOT_FOUND');
    }
    const blocked = await callRaw(
      { trackingCode: code, phone: '0501234567' },
      { forged: '203.0.113.1, 198.51.100.20' },
    );
    expect(blocked.error?.status).toBe('RESOURCE_EXHAUSTED');
    // Another address is not blocked by that caller's misses.
    const elsewhere = await callRaw({ trackingCode: code, phone: '0501234567' }, { forged: '198.51.100.21' });
    expect(elsewhere.result?.status).toBe('contract');
  });

  it('keys an IPv6 caller on its /64: new addresses in the same /64 share one window', async () => {
    for (let i = 0; i < perCallerGuessLimit; i += 1) {
      const forged = `2001:db8:39:1:${(i + 1).toString(16)}::1`;
      const answer = await callRaw({ trackingCode: freshCode(), phone: '0501234567' }, { forged });
      expect(answer.error?.status, `miss ${i}`).toBe('NOT_FOUND');
    }
    const sameHome = await callRaw({ trackingCode: code, phone: '0501234567' }, { forged: '2001:db8:39:1:ffff::9' });
    expect(sameHome.error?.status).toBe('RESOURCE_EXHAUSTED');
    const nextHome = await callRaw({ trackingCode: code, phone: '0501234567' }, { forged: '2001:db8:39:2::1' });
    expect(nextHome.result?.status).toBe('contract');
  });

  it('ten wrong phones from ten addresses lock the code for everyone, and only that code', async () => {
    for (let i = 0; i < perCodeGuessLimit; i += 1) {
      const answer = await callRaw({ trackingCode: code, phone: `0500000${i}11` }, { forged: `198.51.100.${100 + i}` });
      expect(answer.error?.status, `miss ${i}`).toBe('NOT_FOUND');
    }
    const fresh = await callRaw({ trackingCode: code, phone: '0501234567' }, { forged: '198.51.100.250' });
    expect(fresh.error?.status).toBe('RESOURCE_EXHAUSTED');
    // Another code from a fresh address still gets its honest answer.
    const otherCode = await callRaw({ trackingCode: 'R-0000-00', phone: '0501234567' }, { forged: '198.51.100.251' });
    expect(otherCode.error?.status).toBe('NOT_FOUND');
  });

  it("after a flood of wrong guesses from many addresses, a family's right lookup still answers", async () => {
    // A real flood, three addresses at once...
    const addresses = ['203.0.113.1', '203.0.113.2', '2001:db8:77:1::1'];
    for (let round = 0; round < 4; round += 1) {
      const answers = await Promise.all(
        addresses.map((forged) => callRaw({ trackingCode: freshCode(), phone: '0501234567' }, { forged })),
      );
      expect(answers.map((answer) => answer.error?.status)).toEqual(addresses.map(() => 'NOT_FOUND'));
    }
    // ...and what 400 more misses from 40 more addresses leave behind (full windows of their callers and
    // codes), plus the old global window at its old limit (300): none of it is the family's.
    const now = Date.now();
    const batch = db.batch();
    for (let i = 0; i < 40; i += 1)
      for (const key of guessKeys(`198.18.0.${i}`, freshCode()))
        batch.set(db.doc(`rateLimits/${key.id}`), { count: key.limit, windowStartMs: now });
    batch.set(db.doc('rateLimits/track-global'), { count: 300, windowStartMs: now });
    await batch.commit();
    const family = await callRaw({ trackingCode: code, phone: '0501234567' }, { forged: '198.51.100.60' });
    expect(family.result?.status).toBe('contract');
  });
});

/** The callable over plain HTTP (the wire protocol), to set the headers a caller controls. */
async function callRaw(
  data: unknown,
  { appCheck = true, forged }: { appCheck?: boolean; forged?: string } = {},
): Promise<{ result?: { status?: string }; error?: { status?: string } }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (appCheck) headers['X-Firebase-AppCheck'] = emulatorAppCheckToken('demo-app-id', projectId).token;
  if (forged) headers['X-Forwarded-For'] = forged;
  const response = await fetch(`http://${emulatorHosts.functions}/${projectId}/us-central1/trackRequest`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ data }),
  });
  return (await response.json()) as { result?: { status?: string }; error?: { status?: string } };
}
