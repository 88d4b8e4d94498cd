// requests/{trackingCode} (docs/architecture.md#data-model): anyone creates one valid request (as a signed-in
// visitor, in one batch with the per-visitor marker, decision 010) whose document id is its tracking code
// (issue 27), only the admin reads it and moves its status; history belongs to Cloud Functions. Abuse
// cases first: another family's code, an id that is not the code, a forged status, extra keys, six
// workers, foreign timestamps, reading or editing as a visitor.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  dbAs,
  past,
  resetData,
  roles,
  seedDoc,
  sharedRulesEnv,
  storedDoc,
  storedRequest,
  validRequest,
} from './support/firestoreRulesEnv.ts';
import { visitorCreate } from './support/visitorBatch.ts';

type Data = Record<string, unknown>;

/** This suite's request asks for two workers. */
const twoWorkers = { refCodes: ['MD-0001', 'DR-0002'] };
const request = (overrides: Data = {}): Data => validRequest({ ...twoWorkers, ...overrides });

const without = (data: Data, key: string): Data => Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));

let env: RulesTestEnvironment;

describe('Firestore rules: requests', () => {
  beforeAll(async () => {
    env = await sharedRulesEnv();
  });

  beforeEach(async () => {
    await resetData(env);
    await seedDoc(env, 'requests/req-1', storedRequest(twoWorkers));
  });

  /** As the public form writes it: the request at requests/{its tracking code} and the visitor's marker in one batch. */
  const create = (db: Firestore, data: Data, id = String(data.trackingCode)) =>
    visitorCreate(db, `requests/${id}`, data);

  describe('create as a visitor', () => {
    const allowed: [string, Data, string?][] = [
      ['a request for two workers (Arabic, no e-mail, no note)', request()],
      ['one worker', request({ refCodes: ['NN-1234'] })],
      ['five workers', request({ refCodes: ['MD-0001', 'MD-0002', 'CL-0003', 'NN-0004', 'TR-0005'] })],
      [
        'an e-mail and a note (English)',
        request({ locale: 'en', email: 'family@example.com', message: 'Please call after 5 pm.\nThanks' }),
      ],
      ['an international phone of 15 digits', request({ phone: '966501234567123' })],
      ['the tracking code as the document id', request(), 'R-7KQ4-M2'],
      ['a code from every part of the alphabet', request({ trackingCode: 'R-29AH-JZ' })],
    ];
    it.each(allowed)('allows %s', async (_title, data, id) => {
      await assertSucceeds(create(dbAs(env, 'signedIn'), data, id));
    });

    it('denies a request without the visitor marker (a plain write, signed in or not)', async () => {
      await assertFails(setDoc(doc(dbAs(env, 'signedIn'), 'requests/plain-1'), request()));
      await assertFails(setDoc(doc(dbAs(env, 'anonymous'), 'requests/plain-2'), request()));
    });

    it('denies a sixth request in the same hour from one visitor', async () => {
      const db = dbAs(env, 'signedIn');
      for (let i = 2; i <= 6; i += 1) await assertSucceeds(create(db, request({ trackingCode: `R-BRST-A${i}` })));
      await assertFails(create(db, request({ trackingCode: 'R-BRST-A7' })));
    });

    it('denies a marker that names another document', async () => {
      await assertFails(
        visitorCreate(dbAs(env, 'signedIn'), 'requests/R-7KQ4-M2', request(), { lastWrite: 'requests/R-7KQ4-M3' }),
      );
    });

    const keys = Object.keys(request());
    const denied: [string, Data, string?][] = [
      ...keys.map((key): [string, Data] => [`a missing ${key}`, without(request(), key)]),
      ["a forged status 'contract'", request({ status: 'contract' })],
      ["a forged status 'closed'", request({ status: 'closed' })],
      ['an unknown status', request({ status: 'done' })],
      ['an extra key', request({ reservedUntil: past })],
      ['an extra admin key', request({ isAdmin: true })],
      ['six refCodes', request({ refCodes: ['MD-0001', 'MD-0002', 'CL-0003', 'NN-0004', 'TR-0005', 'DR-0006'] })],
      ['no refCodes', request({ refCodes: [] })],
      ['a refCode in the wrong format', request({ refCodes: ['MD-0001', 'XX-1'] })],
      [
        'a refCode in the fifth place in the wrong format',
        request({ refCodes: ['MD-0001', 'MD-0002', 'CL-0003', 'NN-0004', 'TR-00050'] }),
      ],
      ['refCodes as a string', request({ refCodes: 'MD-0001' })],
      ['a refCode that is a number', request({ refCodes: [1] })],
      ['an auto id (not the tracking code)', request(), 'AbCdEfGhIjKlMnOpQrSt'],
      ['an id that is another valid code', request(), 'R-7KQ4-M3'],
      ['an id longer than 40 characters', request(), 'a'.repeat(41)],
      ['an id with a space', request(), 'bad id'],
      ['a code with a look-alike letter O (outside the alphabet)', request({ trackingCode: 'R-7KQO-M2' })],
      ['a code with a look-alike digit 1 (outside the alphabet)', request({ trackingCode: 'R-7KQ1-M2' })],
      ['a code with a zero (outside the alphabet)', request({ trackingCode: 'R-D3M0-A2' })],
      ['a foreign createdAt (past)', request({ createdAt: past })],
      ['a foreign createdAt (client clock)', request({ createdAt: Timestamp.now() })],
      ['a foreign updatedAt', request({ updatedAt: past })],
      ['a foreign consentAt', request({ consentAt: past })],
      ['a consentAt string', request({ consentAt: 'yes' })],
      ['a history entry written by the visitor', request({ history: [{ status: 'contract', at: past }] })],
      ['a tracking code in the wrong format', request({ trackingCode: 'R-7KQ4M2' })],
      ['a lower-case tracking code', request({ trackingCode: 'r-7kq4-m2' })],
      ['a phone with Arabic-Indic digits (must be ASCII)', request({ phone: '٠٥٠١٢٣٤٥٦٧' })],
      ['a phone with a plus or spaces', request({ phone: '+966 50 123 4567' })],
      ['a phone that is too short', request({ phone: '12345' })],
      ['a phone that is too long', request({ phone: '1'.repeat(16) })],
      ['a phone that is a number', request({ phone: 501234567 })],
      ['an empty name', request({ name: '' })],
      ['a blank name (spaces only)', request({ name: '   ' })],
      ['a name of invisible characters only', request({ name: '\u200b\u200f\u2060' })],
      ['a name with a bidirectional override', request({ name: 'Umm \u202eFaisal' })],
      ['a name with a control character', request({ name: 'Umm\u0007Faisal' })],
      ['a name that is too long', request({ name: 'x'.repeat(101) })],
      ['a note that is too long', request({ message: 'x'.repeat(2001) })],
      ['an empty note (must be null)', request({ message: '' })],
      ['a note with a bidirectional isolate', request({ message: 'call \u2067me' })],
      ['an e-mail without @', request({ email: 'family.example.com' })],
      ['an e-mail without a top-level domain', request({ email: 'family@example' })],
      ['a name with a line break', request({ name: 'Umm\nFaisal' })],
      ['a name with leading spaces', request({ name: '  Umm Faisal' })],
      ['an empty e-mail (must be null)', request({ email: '' })],
      ["a bad locale 'fr'", request({ locale: 'fr' })],
    ];
    it.each(denied)('denies %s', async (_title, data, id) => {
      await assertFails(create(dbAs(env, 'signedIn'), data, id));
    });

    it('denies overwriting an existing request with a create', async () => {
      await assertFails(create(dbAs(env, 'signedIn'), request(), 'req-1'));
    });

    it("denies a request carrying another family's tracking code (the code exists): the family's request is unchanged", async () => {
      const family = storedRequest({ ...twoWorkers, trackingCode: 'R-FAMK-Y2', name: 'Family', phone: '0557654321' });
      await seedDoc(env, 'requests/R-FAMK-Y2', family);
      const visitor = dbAs(env, 'signedIn');
      await assertFails(create(visitor, request({ trackingCode: 'R-FAMK-Y2' })));
      // Not as an update under another id either.
      await assertFails(create(visitor, request({ trackingCode: 'R-FAMK-Y2' }), 'R-FAMK-Y3'));
      expect(await storedDoc(env, 'requests/R-FAMK-Y2')).toMatchObject({ name: 'Family', phone: '0557654321' });
      // A new code of their own is accepted.
      await assertSucceeds(create(visitor, request({ trackingCode: 'R-FAMK-Y3' })));
    });

    it('denies the same visitor writing its own new request a second time (a retry is never an overwrite)', async () => {
      const visitor = dbAs(env, 'signedIn');
      await assertSucceeds(create(visitor, request({ trackingCode: 'R-RTRY-22' })));
      await assertFails(create(visitor, request({ trackingCode: 'R-RTRY-22', name: 'Changed' })));
    });
  });

  describe('read', () => {
    it.each(['anonymous', 'signedIn'] as const)('denies get and list to %s', async (role) => {
      const db = dbAs(env, role);
      await assertFails(getDoc(doc(db, 'requests/req-1')));
      await assertFails(getDocs(collection(db, 'requests')));
    });

    it('allows get and list to the admin', async () => {
      const db = dbAs(env, 'admin');
      await assertSucceeds(getDoc(doc(db, 'requests/req-1')));
      const all = await assertSucceeds(getDocs(collection(db, 'requests')));
      expect(all.size).toBe(1);
    });
  });

  describe('update', () => {
    const move = (db: Firestore, data: Data) => updateDoc(doc(db, 'requests/req-1'), data);

    it.each(['anonymous', 'signedIn'] as const)('denies a status change by %s', async (role) => {
      await assertFails(move(dbAs(env, role), { status: 'contacted', updatedAt: serverTimestamp() }));
    });

    it.each(['new', 'contacted', 'cvsOffered', 'contract', 'visa', 'arrived', 'probation', 'completed', 'cancelled'])(
      'allows the admin to move it to %s',
      async (status) => {
        await assertSucceeds(move(dbAs(env, 'admin'), { status, updatedAt: serverTimestamp(), updatedBy: 'boss' }));
      },
    );

    const deniedAdmin: [string, Data][] = [
      ['an unknown status', { status: 'sold', updatedAt: serverTimestamp() }],
      ['the retired status closed', { status: 'closed', updatedAt: serverTimestamp() }],
      ['a stage of the other journey', { status: 'handover', updatedAt: serverTimestamp() }],
      ['a status change without stamping updatedAt', { status: 'contacted' }],
      ['a foreign updatedAt', { status: 'contacted', updatedAt: Timestamp.now() }],
      ['a history written by the admin client', { status: 'contacted', updatedAt: serverTimestamp(), history: [] }],
      ['a changed phone', { phone: '0559999999', updatedAt: serverTimestamp() }],
      ['a changed refCodes list', { refCodes: ['MD-0009'], updatedAt: serverTimestamp() }],
      ['a changed createdAt', { status: 'contacted', updatedAt: serverTimestamp(), createdAt: serverTimestamp() }],
      ['a new field', { status: 'contacted', updatedAt: serverTimestamp(), note: 'called' }],
    ];
    it.each(deniedAdmin)('denies the admin %s', async (_title, data) => {
      await assertFails(move(dbAs(env, 'admin'), { updatedBy: 'boss', ...data }));
    });
  });

  // The requests board holds a worker (reservedUntil, shown publicly as Reserved) and releases the hold
  // (reservedUntil null: admin/requests/api/requestsAdminApi.ts reserveWorker). Issue 26: a reserved
  // worker's reservation could never be released from the admin.
  describe('reserving and releasing a worker', () => {
    const hold = (db: Firestore, reservedUntil: unknown) =>
      updateDoc(doc(db, 'staff/active-1'), { reservedUntil, updatedAt: serverTimestamp(), updatedBy: 'boss' });

    it('allows the admin to reserve a worker and to release the reservation', async () => {
      await assertSucceeds(hold(dbAs(env, 'admin'), Timestamp.fromMillis(Date.now() + 7 * 86_400_000)));
      await assertSucceeds(hold(dbAs(env, 'admin'), null));
    });

    it('denies a reservation that is not a time, and any hold by a visitor', async () => {
      await assertFails(hold(dbAs(env, 'admin'), 'next week'));
      await assertFails(hold(dbAs(env, 'signedIn'), null));
      await assertFails(hold(dbAs(env, 'anonymous'), Timestamp.fromMillis(Date.now() + 86_400_000)));
    });
  });

  describe('delete', () => {
    it.each(roles.filter((role) => role !== 'admin'))('denies %s', async (role) => {
      await assertFails(deleteDoc(doc(dbAs(env, role), 'requests/req-1')));
    });
    it('denies the admin too: a request leaves only through the trash (trash.suite.ts)', async () => {
      await assertFails(deleteDoc(doc(dbAs(env, 'admin'), 'requests/req-1')));
    });
  });

  describe('functions-only collections', () => {
    it.each(roles)('rateLimits is closed to %s', async (role) => {
      const db = dbAs(env, role);
      await assertFails(getDoc(doc(db, 'rateLimits/track-x')));
      await assertFails(setDoc(doc(db, 'rateLimits/track-x'), { count: 0 }));
    });
  });
});
