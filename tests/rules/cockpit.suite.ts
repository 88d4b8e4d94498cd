// The office's cockpit (issue 28): `dailyStats/{day}` (functions write, the admin reads), the functions'
// markers `dailyStatsEvents/{id}` (closed to every client) and the saved views `adminViews/{id}` (admin
// only; name, table, query, createdAt now, createdBy the caller). Saves go through the app's own functions
// (web/src/admin/lib/views/api/savedViewsApi.ts); the abuse cases write the documents by hand.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSavedView, deleteSavedView, savedViewsQuery } from '../../web/src/admin/lib/views/api/savedViewsApi.ts';
import { dbAs, past, resetData, roles, seedDoc, sharedRulesEnv, validStaff } from './support/firestoreRulesEnv.ts';

let env: RulesTestEnvironment;

const seed = (path: string, data: Record<string, unknown>) => seedDoc(env, path, data);

const view = (overrides: Record<string, unknown> = {}) => ({
  name: 'Pending from the Philippines',
  page: 'staff',
  query: '?status=pending&country=PH',
  createdAt: serverTimestamp(),
  createdBy: 'boss',
  ...overrides,
});

describe('Firestore rules: cockpit (daily statistics, saved views)', () => {
  beforeAll(async () => {
    env = await sharedRulesEnv();
  });

  beforeEach(async () => {
    await resetData(env);
    await seed('dailyStats/2026-11-24', { day: '2026-11-24', requests: 2, messages: 1 });
    await seed('dailyStatsEvents/evt-1', { days: ['2026-11-24'], at: past });
    await seed('adminViews/seeded', {
      name: 'Active',
      page: 'staff',
      query: '?status=active',
      createdAt: past,
      createdBy: 'boss',
    });
  });

  it('lets only the admin read daily statistics, with the dashboard query, and nobody write them', async () => {
    for (const role of roles) {
      const db = dbAs(env, role);
      const read = getDocs(
        query(collection(db, 'dailyStats'), where('day', '>=', '2026-09-03'), orderBy('day'), limit(84)),
      );
      if (role === 'admin') expect((await assertSucceeds(read)).size).toBe(1);
      else await assertFails(read);
      await assertFails(setDoc(doc(db, 'dailyStats/2026-11-25'), { day: '2026-11-25', requests: 1 }));
      await assertFails(updateDoc(doc(db, 'dailyStats/2026-11-24'), { requests: 99 }));
      await assertFails(getDoc(doc(db, 'dailyStatsEvents/evt-1')));
      await assertFails(setDoc(doc(db, 'dailyStatsEvents/evt-2'), { days: [] }));
    }
  });

  it('accepts the staff search key nameKey as text from the admin, and nothing else in it', async () => {
    const db = dbAs(env, 'admin');
    const staff = (overrides: Record<string, unknown>) => ({
      ...validStaff({ createdAt: serverTimestamp(), updatedAt: serverTimestamp(), updatedBy: 'boss' }),
      ...overrides,
    });
    await assertSucceeds(setDoc(doc(db, 'staff/key-ok'), staff({ nameKey: 'maria santos' })));
    await assertFails(setDoc(doc(db, 'staff/key-number'), staff({ nameKey: 42 })));
    await assertFails(setDoc(doc(db, 'staff/key-long'), staff({ nameKey: 'x'.repeat(101) })));
    await assertFails(setDoc(doc(dbAs(env, 'signedIn'), 'staff/key-visitor'), staff({ nameKey: 'maria' })));
  });

  it('lets the admin save, list and delete a view through the app functions', async () => {
    const db = dbAs(env, 'admin');
    const id = await assertSucceeds(
      createSavedView(db, 'boss', { name: 'Pending', page: 'staff', query: '?status=pending' }),
    );
    const listed = await assertSucceeds(getDocs(savedViewsQuery(db, 'staff')));
    expect(listed.docs.map((snap) => snap.get('name'))).toEqual(['Active', 'Pending']);
    await assertSucceeds(deleteSavedView(db, id));
    expect((await assertSucceeds(getDocs(savedViewsQuery(db, 'staff')))).size).toBe(1);
  });

  it('keeps saved views from visitors and signed-in users without the claim', async () => {
    for (const role of ['anonymous', 'signedIn'] as const) {
      const db = dbAs(env, role);
      await assertFails(getDocs(savedViewsQuery(db, 'staff')));
      await assertFails(getDoc(doc(db, 'adminViews/seeded')));
      await assertFails(addDoc(collection(db, 'adminViews'), view({ createdBy: 'visitor' })));
      await assertFails(setDoc(doc(db, 'adminViews/seeded'), view()));
    }
  });

  it('refuses forged or malformed views, and changes to a saved one', async () => {
    const db = dbAs(env, 'admin');
    const bad: Record<string, unknown>[] = [
      view({ createdBy: 'someone-else' }),
      view({ createdAt: past }),
      view({ page: 'media' }),
      view({ query: 'https://evil.example/?x=1' }),
      view({ query: `?q=${'x'.repeat(500)}` }),
      view({ name: '   ' }),
      view({ name: 'x'.repeat(61) }),
      { ...view(), extra: true },
    ];
    for (const data of bad) await assertFails(addDoc(collection(db, 'adminViews'), data));
    await assertFails(setDoc(doc(db, `adminViews/${'x'.repeat(41)}`), view()));
    await assertFails(updateDoc(doc(db, 'adminViews/seeded'), { name: 'Renamed' }));
    await assertSucceeds(addDoc(collection(db, 'adminViews'), view({ query: '' })));
  });
});
