// Issue 36: the structured CV on staff/{id} (model/src/staffCv.ts, firestore.rules hasValidCv): the
// admin's valid writes pass, wrong types, unknown keys, out-of-range values, a level without its date,
// a future assessment date, a level for a language the worker does not speak, and religion or health
// fields are refused; no client writes the public copy.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moveToTrash, restoreFromTrash } from '../../web/src/admin/lib/firebase/trash.ts';
import {
  adminStamped,
  dbAs,
  past,
  resetData,
  sharedRulesEnv,
  storedDoc,
  validStaff,
} from './support/firestoreRulesEnv.ts';

type Data = Record<string, unknown>;

let env: RulesTestEnvironment;

const newMaid = (data: Data) => (db: Firestore) =>
  setDoc(doc(db, 'staff/cv-1'), adminStamped('staff/cv-1', validStaff({ type: 'Maid', ...data })));
const future = Timestamp.fromMillis(Date.now() + 7 * 24 * 3600 * 1000);
const fact = (overrides: Data = {}) => ({ willing: 'yes', years: 3, level: 4, assessedAt: past, ...overrides });

// A Maid described in full: all five skills assessed, every band, ten languages with levels, every hiring
// fact, at the rules' limits (the whole document is one rules evaluation with an expression budget).
const maidSkills = ['cooking', 'childcare', 'elderlyCare', 'cleaning', 'laundry'];
const tenLanguages = ['ar', 'en', 'tl', 'hi', 'bn', 'si', 'ta', 'ml', 'am', 'om'];
const bands = ['m0to6', 'm7to12', 'y1to3', 'y4to6', 'y7plus'];
const fullWorker: Data = {
  status: 'active',
  publishConsentAt: serverTimestamp(),
  nameKey: 'maria santos',
  descriptionEn: 'e'.repeat(2000),
  descriptionAr: 'ع'.repeat(2000),
  showPhoto: true,
  photoPath: 'staff-photos/cv-1.jpg',
  cvPath: 'cvs/cv-1.pdf',
  reservedUntil: past,
  birthYear: new Date().getUTCFullYear() - 70,
  availableFrom: past,
  expectedSalary: 50000,
  transferTerms: { priorTransfers: 2, occupationChange: true, officeFeeSar: 200000, insuranceSar: 20000 },
  skills: maidSkills,
  languages: tenLanguages,
};
const fullCv = (factOverrides: Data = {}, band = 'yes'): Data => ({
  skillFacts: Object.fromEntries(maidSkills.map((skill) => [skill, fact({ willing: 'no', ...factOverrides })])),
  childcareBands: Object.fromEntries(bands.map((name) => [name, band])),
  languageLevels: Object.fromEntries(tenLanguages.map((language) => [language, 'fluent'])),
});
/** The CV's own update (firestore.rules isCvOnlyUpdate): only the CV and the actor stamp. */
const cvUpdate = (db: Firestore, data: Data) =>
  updateDoc(doc(db, 'staff/cv-1'), adminStamped('staff/cv-1', { ...data, updatedAt: serverTimestamp() }));

const allowed: [string, Data][] = [
  [
    'a full structured CV',
    {
      languages: ['en', 'ar'],
      skillFacts: { cooking: fact(), cleaning: { willing: 'no', years: null, level: null, assessedAt: null } },
      childcareBands: { m0to6: 'yes', m7to12: 'yes', y1to3: 'no', y4to6: 'yes', y7plus: 'no' },
      languageLevels: { en: 'fluent', ar: 'basic' },
    },
  ],
  ['a skill with only a willingness', { skillFacts: { laundry: { willing: 'no' } } }],
  [
    '60 years and level 1 to 5',
    { skillFacts: { cooking: fact({ years: 60, level: 1 }), laundry: fact({ level: 5 }) } },
  ],
  ['empty maps', { skillFacts: {}, childcareBands: {}, languageLevels: {} }],
];

const denied: [string, Data][] = [
  ['skill facts as a list', { skillFacts: [fact()] }],
  ['a skill of another type (vip on a maid)', { skillFacts: { vip: fact() } }],
  ['an unknown key in a skill', { skillFacts: { cooking: fact({ note: 'good' }) } }],
  ['willing "maybe"', { skillFacts: { cooking: fact({ willing: 'maybe' }) } }],
  ['willing true', { skillFacts: { cooking: fact({ willing: true }) } }],
  ['years -1', { skillFacts: { cooking: fact({ years: -1 }) } }],
  ['years 61', { skillFacts: { cooking: fact({ years: 61 }) } }],
  ['years as text', { skillFacts: { cooking: fact({ years: '3' }) } }],
  ['level 0', { skillFacts: { cooking: fact({ level: 0 }) } }],
  ['level 6', { skillFacts: { cooking: fact({ level: 6 }) } }],
  ['level 3.5', { skillFacts: { cooking: fact({ level: 3.5 }) } }],
  ['a level without its date', { skillFacts: { cooking: fact({ assessedAt: null }) } }],
  ['a date without a level', { skillFacts: { cooking: fact({ level: null }) } }],
  ['an assessment in the future', { skillFacts: { cooking: fact({ assessedAt: future }) } }],
  ['an assessment date as text', { skillFacts: { cooking: fact({ assessedAt: '2026-10-01' }) } }],
  ['a fact that is not a map', { skillFacts: { cooking: 'yes' } }],
  ['an unknown age band', { childcareBands: { teens: 'yes' } }],
  ['a band as true', { childcareBands: { m0to6: true } }],
  ['bands as a list', { childcareBands: ['m0to6'] }],
  ['a level for a language not spoken', { languages: ['en'], languageLevels: { en: 'good', ar: 'fluent' } }],
  ['an unknown language level', { languages: ['en'], languageLevels: { en: 'native' } }],
  ['religion (never stored)', { religion: 'x' }],
  ['health (never stored)', { health: 'x' }],
  ['religion inside a skill map', { skillFacts: { religion: fact() } }],
];

describe('Firestore rules: the structured CV (issue 36)', () => {
  beforeAll(async () => {
    env = await sharedRulesEnv();
  });
  beforeEach(async () => {
    await resetData(env);
  });

  it.each(allowed)('allows %s', async (_title, data) => {
    await assertSucceeds(newMaid(data)(dbAs(env, 'admin')));
  });

  it.each(denied)('denies %s', async (_title, data) => {
    await assertFails(newMaid(data)(dbAs(env, 'admin')));
  });

  it('checks the skills against the type on an update (a type change keeps no other type’s facts)', async () => {
    const db = dbAs(env, 'admin');
    await assertSucceeds(newMaid({ skillFacts: { cooking: fact() } })(db));
    await assertFails(
      updateDoc(doc(db, 'staff/cv-1'), adminStamped('staff/cv-1', { type: 'Driver', updatedAt: serverTimestamp() })),
    );
    await assertSucceeds(
      updateDoc(
        doc(db, 'staff/cv-1'),
        adminStamped('staff/cv-1', { type: 'Driver', skillFacts: {}, updatedAt: serverTimestamp() }),
      ),
    );
  });

  it('saves a fully described maid: the worker, then its CV in an update of its own (create and update)', async () => {
    const db = dbAs(env, 'admin');
    await assertSucceeds(newMaid(fullWorker)(db));
    await assertSucceeds(cvUpdate(db, fullCv({ years: 60, level: 5 })));
    await assertSucceeds(cvUpdate(db, fullCv({ years: 0, level: 1, willing: 'yes' }, 'no')));
    // The rest of the worker changes with the CV kept (not checked again) ...
    await assertSucceeds(
      updateDoc(
        doc(db, 'staff/cv-1'),
        adminStamped('staff/cv-1', { expectedSalary: 1, birthYear: null, updatedAt: serverTimestamp() }),
      ),
    );
    // ... and a language change empties the CV with it (as the form does), which is then written again.
    await assertSucceeds(
      updateDoc(
        doc(db, 'staff/cv-1'),
        adminStamped('staff/cv-1', {
          languages: tenLanguages.slice(1),
          skillFacts: {},
          childcareBands: {},
          languageLevels: {},
          updatedAt: serverTimestamp(),
        }),
      ),
    );
    await assertFails(cvUpdate(db, fullCv()));
    await assertSucceeds(cvUpdate(db, { ...fullCv(), languageLevels: { en: 'basic', om: 'good' } }));
  });

  it('moves a fully described maid to the trash and restores it whole', async () => {
    const db = dbAs(env, 'admin');
    await assertSucceeds(newMaid(fullWorker)(db));
    await assertSucceeds(cvUpdate(db, fullCv({ years: 60, level: 5 })));
    const stored = await storedDoc(env, 'staff/cv-1');
    await assertSucceeds(moveToTrash(db, 'staff', 'cv-1', 'boss'));
    expect(await storedDoc(env, 'staff/cv-1')).toBeUndefined();
    await assertSucceeds(restoreFromTrash(db, 'staff_cv-1', 'boss'));
    expect(await storedDoc(env, 'staff/cv-1')).toEqual(stored);
  });

  it.each(denied)('denies %s in the CV’s own update', async (_title, data) => {
    const db = dbAs(env, 'admin');
    await assertSucceeds(newMaid(fullWorker)(db));
    await assertFails(cvUpdate(db, data));
  });

  it('denies a CV update without the fresh actor stamp, with another field, or by a visitor', async () => {
    const admin = dbAs(env, 'admin');
    await assertSucceeds(newMaid(fullWorker)(admin));
    const cv = fullCv();
    await assertFails(updateDoc(doc(admin, 'staff/cv-1'), { ...cv, updatedBy: 'boss', updatedAt: past }));
    await assertFails(
      updateDoc(doc(admin, 'staff/cv-1'), { ...cv, updatedBy: 'someone', updatedAt: serverTimestamp() }),
    );
    await assertFails(cvUpdate(admin, { ...cv, birthYear: 1900 }));
    await assertFails(cvUpdate(admin, { ...cv, status: 'inactive', publishConsentAt: null }));
    for (const role of ['anonymous', 'signedIn'] as const) {
      const db = dbAs(env, role);
      await assertFails(cvUpdate(db, cv));
      await assertFails(
        updateDoc(doc(db, 'staff/cv-1'), { ...cv, updatedBy: 'visitor', updatedAt: serverTimestamp() }),
      );
      await assertFails(newMaid({ ...fullWorker, ...cv })(db));
    }
  });

  it('lets no client write the public copy, admin or visitor', async () => {
    const view = { refCode: 'MD-0901', status: 'active', skillFacts: { cooking: fact() }, childcareBands: {} };
    await assertFails(setDoc(doc(dbAs(env, 'admin'), 'publicStaff/cv-1'), view));
    await assertFails(setDoc(doc(dbAs(env, 'signedIn'), 'publicStaff/cv-1'), view));
    await assertFails(setDoc(doc(dbAs(env, 'anonymous'), 'publicStaff/cv-1'), view));
  });
});
