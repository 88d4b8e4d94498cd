// Costs and timelines per country (issue 29): `countryCosts/{countryCode}` is public to read and written by
// the admin only, with the audit stamp (decision 018), known countries only, and figures inside the limits of
// model/src/costs.ts. The accepted document is the one the portal's form makes (web/src/admin/costs/costForm.ts).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { costFormValues, validateCostForm } from '../../web/src/admin/costs/costForm.ts';
import { dbAs, past, resetData, seedDoc, sendWrite, sharedRulesEnv } from './support/firestoreRulesEnv.ts';

let env: RulesTestEnvironment;

function formCost() {
  const values = costFormValues(null);
  values.recruitmentCostSar = 8_500;
  values.weeksToArrival = 8;
  values.contractMonths = 24;
  values.salary.Maid = { min: 1_500, max: 1_800 };
  const result = validateCostForm(values);
  if (!result.ok) throw new Error('the form refused a valid cost');
  return result.value;
}

const stamped = (data: Record<string, unknown>) => ({ ...data, updatedAt: serverTimestamp(), updatedBy: 'boss' });
// As the portal writes it: the admin's uid in auditStamps/countryCosts, never in the public document (sendWrite).
const write = (db: Firestore, code: string, data: Record<string, unknown>) =>
  sendWrite(db, `countryCosts/${code}`, data);

describe('Firestore rules: countryCosts', () => {
  beforeAll(async () => {
    env = await sharedRulesEnv();
  });

  beforeEach(async () => {
    await resetData(env);
    await seedDoc(env, 'countryCosts/KE', { ...formCost(), updatedAt: past });
  });

  it('lets anyone read the published costs, one country or the list', async () => {
    for (const role of ['anonymous', 'signedIn', 'admin'] as const) {
      const snapshot = await assertSucceeds(getDoc(doc(dbAs(env, role), 'countryCosts/KE')));
      expect(snapshot.data()?.recruitmentCostSar).toBe(8_500);
      await assertSucceeds(getDocs(collection(dbAs(env, role), 'countryCosts')));
    }
  });

  it('accepts the admin form save, stamped with the admin uid and the time', async () => {
    await assertSucceeds(write(dbAs(env, 'admin'), 'PH', stamped(formCost())));
    await assertSucceeds(write(dbAs(env, 'admin'), 'KE', stamped({ ...formCost(), recruitmentCostSar: null })));
  });

  it('refuses visitors and signed-in non-admins', async () => {
    await assertFails(write(dbAs(env, 'anonymous'), 'PH', stamped(formCost())));
    await assertFails(write(dbAs(env, 'signedIn'), 'PH', { ...stamped(formCost()), updatedBy: 'visitor' }));
  });

  it('refuses an admin write without the audit stamp, or in another name, or back-dated', async () => {
    const { updatedBy: _by, ...unsigned } = stamped(formCost());
    await assertFails(write(dbAs(env, 'admin'), 'PH', unsigned));
    await assertFails(write(dbAs(env, 'admin'), 'PH', { ...stamped(formCost()), updatedBy: 'someone-else' }));
    await assertFails(write(dbAs(env, 'admin'), 'PH', { ...stamped(formCost()), updatedAt: past }));
  });

  it("refuses the admin's uid in the public document itself, even beside a valid stamp (issue 39)", async () => {
    const db = dbAs(env, 'admin');
    const batch = writeBatch(db);
    batch.set(doc(db, 'auditStamps/countryCosts'), { updatedBy: 'boss', updatedAt: serverTimestamp() });
    batch.set(doc(db, 'countryCosts/PH'), stamped(formCost()));
    await assertFails(batch.commit());
    // The stamp alone, with a document that carries none, is the accepted write.
    const { updatedBy: _by, ...unsigned } = stamped(formCost());
    const accepted = writeBatch(db);
    accepted.set(doc(db, 'auditStamps/countryCosts'), { updatedBy: 'boss', updatedAt: serverTimestamp() });
    accepted.set(doc(db, 'countryCosts/PH'), unsigned);
    await assertSucceeds(accepted.commit());
  });

  it("refuses a stamp in another admin's name or back-dated", async () => {
    const db = dbAs(env, 'admin');
    const { updatedBy: _by, ...unsigned } = stamped(formCost());
    for (const stamp of [
      { updatedBy: 'someone-else', updatedAt: serverTimestamp() },
      { updatedBy: 'boss', updatedAt: past },
      { updatedBy: 'boss', updatedAt: serverTimestamp(), note: 'x' },
    ]) {
      const batch = writeBatch(db);
      batch.set(doc(db, 'auditStamps/countryCosts'), stamp);
      batch.set(doc(db, 'countryCosts/PH'), unsigned);
      await assertFails(batch.commit());
    }
  });

  it('refuses an unknown country', async () => {
    await assertFails(write(dbAs(env, 'admin'), 'US', stamped(formCost())));
    await assertFails(write(dbAs(env, 'admin'), 'ph', stamped(formCost())));
  });

  it.each([
    ['a negative cost', { recruitmentCostSar: -100 }],
    ['a zero cost', { recruitmentCostSar: 0 }],
    ['an absurd cost', { recruitmentCostSar: 5_000_000 }],
    ['a fractional cost', { recruitmentCostSar: 8_000.5 }],
    ['a cost as text', { recruitmentCostSar: '15000' }],
    ['zero weeks', { weeksToArrival: 0 }],
    ['ten years to arrive', { weeksToArrival: 520 }],
    ['a 100-year contract', { contractMonths: 1_200 }],
    ['a salary range upside down', { salary: { Maid: { min: 2_000, max: 1_000 } } }],
    ['a negative salary', { salary: { Maid: { min: -1, max: 1_000 } } }],
    ['an absurd salary', { salary: { Driver: { min: 1_000, max: 900_000 } } }],
    ['an unknown job type', { salary: { Chef: { min: 1_000, max: 2_000 } } }],
    ['a salary range with an extra key', { salary: { Maid: { min: 1_000, max: 2_000, note: 'x' } } }],
    ['an unknown field', { discount: 10 }],
  ])('refuses %s', async (_title, change) => {
    await assertFails(write(dbAs(env, 'admin'), 'PH', stamped({ ...formCost(), ...change })));
  });

  it('has no delete', async () => {
    await assertFails(deleteDoc(doc(dbAs(env, 'admin'), 'countryCosts/KE')));
  });
});

describe('Firestore rules: office facts and the default language (settings/site)', () => {
  beforeAll(async () => {
    env = await sharedRulesEnv();
  });

  beforeEach(async () => {
    await resetData(env);
  });

  const facts = {
    officeHoursEn: 'Sat-Thu 9:00-21:00',
    officeHoursAr: 'السبت إلى الخميس ٩:٠٠-٢١:٠٠',
    hotline: '+966 11 000 0000',
    addressEn: 'King Fahd Road, Riyadh',
    addressAr: 'طريق الملك فهد، الرياض',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=King%20Fahd%20Road',
    defaultLanguage: 'ar',
  };
  const save = (data: Record<string, unknown>) =>
    sendWrite(dbAs(env, 'admin'), 'settings/site', stamped(data), 'merge');

  it('accepts the office facts and either language', async () => {
    await assertSucceeds(save(facts));
    await assertSucceeds(save({ defaultLanguage: 'en', mapUrl: null, hotline: null }));
  });

  it.each([
    ['a third language', { defaultLanguage: 'fr' }],
    ['a script map link', { mapUrl: 'javascript:alert(1)' }],
    ['a plain-http map link', { mapUrl: 'http://maps.example.com/' }],
    ['a hotline that is not a phone', { hotline: '+' }],
    ['a blank address', { addressEn: '   ' }],
  ])('refuses %s', async (_title, change) => {
    await assertFails(save({ ...facts, ...change }));
  });

  it('refuses a visitor changing the default language', async () => {
    await assertFails(sendWrite(dbAs(env, 'anonymous'), 'settings/site', stamped({ defaultLanguage: 'ar' }), 'merge'));
    // Nor without the stamp (a visitor cannot write auditStamps either).
    await assertFails(
      setDoc(
        doc(dbAs(env, 'anonymous'), 'settings/site'),
        { defaultLanguage: 'ar', updatedAt: serverTimestamp() },
        {
          merge: true,
        },
      ),
    );
  });
});
