// Issue 34, the costs half: the price ceiling per country (`settings/priceCeilings`, defaults in
// model/src/costs.ts defaultPriceCeilingsSar) caps `countryCosts/{code}.recruitmentCostSar`; the measured
// medians (`publicStats/measuredTimes`) are public and written by functions only; a worker's transfer terms
// (`staff.transferTerms`) are checked like the model reads them.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { costFormValues, validateCostForm } from '../../web/src/admin/costs/costForm.ts';
import { dbAs, past, resetData, seedDoc, sendWrite, sharedRulesEnv, validStaff } from './support/firestoreRulesEnv.ts';

let env: RulesTestEnvironment;

const stamped = (data: Record<string, unknown>) => ({ ...data, updatedAt: serverTimestamp(), updatedBy: 'boss' });
const cost = (recruitmentCostSar: number | null) => stamped({ ...emptyCost(), recruitmentCostSar });
const saveCost = (code: string, recruitmentCostSar: number | null) =>
  sendWrite(dbAs(env, 'admin'), `countryCosts/${code}`, cost(recruitmentCostSar));
const saveCeilings = (ceilingsSar: Record<string, unknown>, role: 'admin' | 'anonymous' | 'signedIn' = 'admin') =>
  setDoc(doc(dbAs(env, role), 'settings/priceCeilings'), stamped({ ceilingsSar }));

function emptyCost() {
  const result = validateCostForm(costFormValues(null));
  if (!result.ok) throw new Error('the form refused an empty cost');
  return result.value;
}

describe('Firestore rules: the price ceiling per country', () => {
  beforeAll(async () => {
    env = await sharedRulesEnv();
  });

  beforeEach(async () => {
    await resetData(env);
  });

  it('refuses a fee above the published default ceiling, accepts one at it', async () => {
    await assertFails(saveCost('PH', 15_000)); // the old demo fee
    await assertFails(saveCost('PH', 14_701));
    await assertSucceeds(saveCost('PH', 14_700));
    await assertFails(saveCost('KE', 9_001));
    await assertSucceeds(saveCost('KE', 9_000));
    await assertFails(saveCost('ET', 5_901));
    // India has no published ceiling: only the general limit applies.
    await assertSucceeds(saveCost('IN', 150_000));
  });

  it('follows the office setting: a raised ceiling, no ceiling (null), the default for a country left out', async () => {
    await seedDoc(env, 'settings/priceCeilings', { ceilingsSar: { PH: 16_000, LK: null }, updatedAt: past });
    await assertSucceeds(saveCost('PH', 15_000));
    await assertFails(saveCost('PH', 16_001));
    await assertSucceeds(saveCost('LK', 100_000));
    await assertFails(saveCost('BD', 11_751));
  });

  it('refuses a fee above a lowered ceiling, also on an update', async () => {
    await seedDoc(env, 'countryCosts/UG', {
      ...emptyCost(),
      recruitmentCostSar: 8_000,
      updatedAt: past,
    });
    await seedDoc(env, 'settings/priceCeilings', { ceilingsSar: { UG: 7_000 }, updatedAt: past });
    const update = (recruitmentCostSar: number) =>
      sendWrite(dbAs(env, 'admin'), 'countryCosts/UG', stamped({ recruitmentCostSar }), 'update');
    await assertFails(update(7_500));
    await assertSucceeds(update(6_900));
  });

  it('lets the admin set the ceilings with the audit stamp; nobody else reads or writes them', async () => {
    await assertSucceeds(saveCeilings({ PH: 14_700, IN: null }));
    await assertSucceeds(getDoc(doc(dbAs(env, 'admin'), 'settings/priceCeilings')));
    await assertFails(getDoc(doc(dbAs(env, 'anonymous'), 'settings/priceCeilings')));
    await assertFails(saveCeilings({ PH: 99_000 }, 'anonymous'));
    await assertFails(saveCeilings({ PH: 99_000 }, 'signedIn'));
    await assertFails(
      setDoc(doc(dbAs(env, 'admin'), 'settings/priceCeilings'), {
        ceilingsSar: { PH: 1 },
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it.each([
    ['an unknown country', { US: 10_000 }],
    ['a negative ceiling', { PH: -1 }],
    ['a zero ceiling', { PH: 0 }],
    ['a fractional ceiling', { PH: 14_700.5 }],
    ['a ceiling as text', { PH: '14700' }],
    ['an absurd ceiling', { PH: 5_000_000 }],
  ])('refuses %s', async (_title, ceilingsSar) => {
    await assertFails(saveCeilings(ceilingsSar));
  });

  it('refuses an extra field in the ceilings document', async () => {
    await assertFails(
      setDoc(doc(dbAs(env, 'admin'), 'settings/priceCeilings'), stamped({ ceilingsSar: {}, note: 'x' })),
    );
  });
});

describe('Firestore rules: publicStats (measured medians, functions only)', () => {
  beforeAll(async () => {
    env = await sharedRulesEnv();
  });

  beforeEach(async () => {
    await resetData(env);
    await seedDoc(env, 'publicStats/measuredTimes', { from: '2025-11-28', until: '2026-11-27', countries: {} });
  });

  it('lets anyone read the measured times and nobody write them, not even the admin', async () => {
    for (const role of ['anonymous', 'signedIn', 'admin'] as const) {
      const snapshot = await assertSucceeds(getDoc(doc(dbAs(env, role), 'publicStats/measuredTimes')));
      expect(snapshot.data()?.until).toBe('2026-11-27');
      await assertFails(
        setDoc(doc(dbAs(env, role), 'publicStats/measuredTimes'), { from: 'x', until: 'y', countries: {} }),
      );
      await assertFails(deleteDoc(doc(dbAs(env, role), 'publicStats/measuredTimes')));
    }
  });
});

describe("Firestore rules: a worker's transfer terms (staff.transferTerms)", () => {
  beforeAll(async () => {
    env = await sharedRulesEnv();
  });

  beforeEach(async () => {
    await resetData(env);
  });

  const terms = { priorTransfers: 1, occupationChange: true, officeFeeSar: 3_000, insuranceSar: 650 };
  let next = 0;
  // A new worker each time (an update would need the stored createdAt).
  const saveStaff = (transferTerms: unknown) =>
    setDoc(
      doc(dbAs(env, 'admin'), `staff/tr-${(next += 1)}`),
      validStaff({ type: 'transfer', refCode: 'TR-0901', transferable: true, transferTerms, updatedBy: 'boss' }),
    );

  it('accepts terms as the form writes them, and null', async () => {
    await assertSucceeds(saveStaff(terms));
    await assertSucceeds(saveStaff({ ...terms, priorTransfers: 0, officeFeeSar: null, insuranceSar: null }));
    await assertSucceeds(saveStaff(null));
  });

  // The staff dialog writes the key on create and edit alike (web/src/admin/staff/staffForm.ts
  // transferTermsField; its unit test pins the values): null for a worker not offered for transfer.
  it('accepts null terms on a new worker that is not offered for transfer, then terms and null again on edit', async () => {
    const ref = doc(dbAs(env, 'admin'), 'staff/form-maid');
    const stamp = { updatedAt: serverTimestamp(), updatedBy: 'boss' };
    await assertSucceeds(setDoc(ref, validStaff({ refCode: 'MD-0950', transferTerms: null, updatedBy: 'boss' })));
    await assertSucceeds(updateDoc(ref, { transferable: true, transferTerms: terms, ...stamp }));
    await assertSucceeds(updateDoc(ref, { transferable: false, transferTerms: null, ...stamp }));
    // Abuse: nobody but an admin writes the key, null or not.
    for (const role of ['anonymous', 'signedIn'] as const) {
      await assertFails(updateDoc(doc(dbAs(env, role), 'staff/form-maid'), { transferTerms: null, ...stamp }));
      await assertFails(updateDoc(doc(dbAs(env, role), 'staff/form-maid'), { transferTerms: terms, ...stamp }));
    }
  });

  it.each([
    ['a fourth transfer', { ...terms, priorTransfers: 3 }],
    ['a negative transfer count', { ...terms, priorTransfers: -1 }],
    ['a fractional transfer count', { ...terms, priorTransfers: 1.5 }],
    ['no occupation flag', { priorTransfers: 1, officeFeeSar: null, insuranceSar: null }],
    ['an occupation flag as text', { ...terms, occupationChange: 'yes' }],
    ['a zero office fee', { ...terms, officeFeeSar: 0 }],
    ['an absurd insurance', { ...terms, insuranceSar: 900_000 }],
    ['an extra key', { ...terms, discount: 100 }],
    ['a list', [1, true]],
  ])('refuses %s', async (_title, value) => {
    await assertFails(saveStaff(value));
  });
});
