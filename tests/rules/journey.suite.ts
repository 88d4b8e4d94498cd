// The request journey (issue 34, docs/decisions/025-request-journey.md): the office dates each stage (never in
// the future, never before the previous stage's date), enters the contract's price and months and extends the
// arrival clock once with a reason; journey, country and history stay the functions'. settings/journey (the
// clocks and the guarantee) is the admin's alone. Abuse cases first.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { beforeAll, beforeEach, describe, it } from 'vitest';
import { dbAs, past, resetData, roles, seedDoc, sharedRulesEnv, storedRequest } from './support/firestoreRulesEnv.ts';

type Data = Record<string, unknown>;

const day = 86_400_000;
const at = (offsetDays: number) => Timestamp.fromMillis(past.toMillis() + offsetDays * day);

/** A recruitment request contacted a day after it was made (as the functions leave it). */
const stored = (overrides: Data = {}): Data =>
  storedRequest({
    status: 'contacted',
    history: [
      { status: 'new', at: past },
      { status: 'contacted', at: at(1) },
    ],
    journey: 'recruitment',
    country: 'PH',
    stageDates: { new: past, contacted: at(1) },
    updatedAt: at(1),
    ...overrides,
  });

let env: RulesTestEnvironment;
const path = 'requests/R-7KQ4-M2';
const write = (db: Firestore, data: Data) =>
  updateDoc(doc(db, path), { updatedAt: serverTimestamp(), updatedBy: 'boss', ...data });

describe('Firestore rules: the request journey', () => {
  beforeAll(async () => {
    env = await sharedRulesEnv();
  });

  beforeEach(async () => {
    await resetData(env);
    await seedDoc(env, path, stored());
  });

  describe('stage dates', () => {
    it('lets the office reach a stage now, or date it earlier (not before the previous stage)', async () => {
      const admin = dbAs(env, 'admin');
      await assertSucceeds(write(admin, { status: 'cvsOffered', 'stageDates.cvsOffered': serverTimestamp() }));
      await assertSucceeds(write(admin, { 'stageDates.cvsOffered': at(1) }));
      await assertSucceeds(write(admin, { 'stageDates.contacted': at(0.5) }));
    });

    const refused: [string, Data][] = [
      [
        'a date in the future',
        { status: 'cvsOffered', 'stageDates.cvsOffered': Timestamp.fromMillis(Date.now() + 2 * day) },
      ],
      ['a date before the previous stage', { status: 'cvsOffered', 'stageDates.cvsOffered': at(0.5) }],
      ['a stage date before the request was made', { status: 'contract', 'stageDates.contract': at(-3) }],
      ['a date that is not a time', { status: 'cvsOffered', 'stageDates.cvsOffered': '2026-10-02' }],
      ['a removed stage date', { 'stageDates.contacted': deleteField() }],
      ['a stage of the other journey', { 'stageDates.handover': serverTimestamp() }],
      ['an unknown stage', { 'stageDates.sold': serverTimestamp() }],
      ['stage dates that are not a map', { stageDates: 'today' }],
      ['a changed journey', { journey: 'transfer' }],
      ['a changed country', { country: 'KE' }],
      ['a forged history', { history: [] }],
      ['a contract price that is not whole halalas', { contractPriceHalalas: 1500.5 }],
      ['a contract of 61 months', { contractMonths: 61 }],
      ['an arrival extension without a reason', { arrivalExtension: { days: 30, reason: '', at: serverTimestamp() } }],
      ['an arrival extension dated by the client', { arrivalExtension: { days: 30, reason: 'Visa delay', at: at(2) } }],
    ];
    it.each(refused)('refuses %s', async (_title, data) => {
      await assertFails(write(dbAs(env, 'admin'), data));
    });

    it.each(roles.filter((role) => role !== 'admin'))('refuses any journey write by %s', async (role) => {
      await assertFails(write(dbAs(env, role), { status: 'cvsOffered', 'stageDates.cvsOffered': serverTimestamp() }));
    });

    it('follows the transfer journey for a transfer request', async () => {
      await seedDoc(env, path, stored({ journey: 'transfer' }));
      const admin = dbAs(env, 'admin');
      await assertFails(write(admin, { status: 'cvsOffered' }));
      await assertSucceeds(write(admin, { status: 'transferFiled', 'stageDates.transferFiled': serverTimestamp() }));
    });
  });

  describe('the office fields', () => {
    it('takes price, months, the visa and one arrival extension, which then stays', async () => {
      const admin = dbAs(env, 'admin');
      await assertSucceeds(write(admin, { contractPriceHalalas: 1_690_500, contractMonths: 24, hasVisa: true }));
      const extension = { days: 30, reason: 'Visa stamping delayed at the embassy', at: serverTimestamp() };
      await assertSucceeds(write(admin, { arrivalExtension: extension }));
      await assertFails(write(admin, { arrivalExtension: { ...extension, reason: 'Another delay' } }));
      await assertFails(write(admin, { arrivalExtension: null }));
    });
  });

  describe('settings/journey', () => {
    const settings = (data: Data) =>
      setDoc(doc(dbAs(env, 'admin'), 'settings/journey'), { updatedAt: serverTimestamp(), updatedBy: 'boss', ...data });

    it('is the admin’s: clocks in whole days and the guarantee in both languages', async () => {
      await assertSucceeds(
        settings({
          arrivalDays: 90,
          probationDays: 90,
          guaranteeEn: 'Free replacement.',
          guaranteeAr: 'استبدال مجاني.',
        }),
      );
      await assertSucceeds(getDoc(doc(dbAs(env, 'admin'), 'settings/journey')));
    });

    it('takes the steps of a complaint on Musaned in both languages, one a line, or null for the standard steps', async () => {
      const steps = Array.from({ length: 10 }, (_, i) => `Step ${i + 1}`).join('\n');
      await assertSucceeds(settings({ complaintEn: steps, complaintAr: 'سجّل الدخول إلى مساند\nقدّم الشكوى' }));
      await assertSucceeds(settings({ complaintEn: null, complaintAr: null }));
    });

    it.each([
      ['a clock of zero days', { arrivalDays: 0 }],
      ['a clock in fractions', { probationDays: 89.5 }],
      ['an unknown key', { penalty: 5 }],
      ['a guarantee too long', { guaranteeEn: 'x'.repeat(2001) }],
      ['complaint steps too long', { complaintEn: 'x'.repeat(1501) }],
      ['more than 10 complaint steps', { complaintAr: Array.from({ length: 11 }, (_, i) => `خطوة ${i}`).join('\n') }],
      ['blank complaint steps', { complaintEn: '   ' }],
      ['complaint steps as a list', { complaintEn: ['Sign in', 'File it'] }],
    ])('refuses %s', async (_title, data) => {
      await assertFails(settings(data));
    });

    it.each(roles.filter((role) => role !== 'admin'))('is closed to %s', async (role) => {
      const db = dbAs(env, role);
      await assertFails(getDoc(doc(db, 'settings/journey')));
      await assertFails(setDoc(doc(db, 'settings/journey'), { arrivalDays: 1, updatedAt: serverTimestamp() }));
      await assertFails(
        setDoc(doc(db, 'settings/journey'), { complaintEn: 'Pay us first', updatedAt: serverTimestamp() }),
      );
    });
  });
});
