// The queries the app really makes (web/src/lib/queryShapes.ts) are allowed by the rules as
// queries: every public shape succeeds for a visitor, and fails once its guard filter
// (status == 'active', approved == true, isActive == true) is left out. Admin shapes succeed
// for the admin and fail for a signed-in user without the claim.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryShapes, type QueryShape } from '../../web/src/lib/queryShapes.ts';
import { dbAs, resetData, sharedRulesEnv } from './support/firestoreRulesEnv.ts';

/** The filter each field gets in these tests (the values the pages send). */
const equalityFilter: Record<string, QueryConstraint> = {
  status: where('status', '==', 'active'),
  type: where('type', 'in', ['Maid', 'Cleaner', 'Nanny']),
  country: where('country', '==', 'PH'),
  transferable: where('transferable', '==', true),
  approved: where('approved', '==', true),
  isActive: where('isActive', '==', true),
  read: where('read', '==', false),
  section: where('section', '==', 'home'),
  refCode: where('refCode', '==', 'MD-0001'),
  collection: where('collection', '==', 'staff'),
  action: where('action', '==', 'update'),
  page: where('page', '==', 'staff'),
};
/** The `array-contains` filter of a shape's array field (one per query). */
const arrayFilter: Record<string, QueryConstraint> = {
  skills: where('skills', 'array-contains', 'cooking'),
  languages: where('languages', 'array-contains', 'en'),
};
const rangeFilter: Record<string, QueryConstraint[]> = {
  experienceYears: [where('experienceYears', '>=', 3), where('experienceYears', '<', 6)],
  // The admin staff table's prefix search: from the typed text to the text followed by the last BMP character.
  name: [where('name', '>=', 'Ma'), where('name', '<', 'Ma\uf8ff')],
  nameKey: [where('nameKey', '>=', 'ma'), where('nameKey', '<', 'ma\uf8ff')],
  refCode: [where('refCode', '>=', 'MD-'), where('refCode', '<', 'MD-\uf8ff')],
  // The activity log's day range.
  day: [where('day', '>=', '2026-09-03'), where('day', '<=', '2026-11-25')],
  createdAt: [where('createdAt', '<=', Timestamp.fromMillis(Date.UTC(2026, 10, 24)))],
  // The dashboard's late list (issue 34): requests whose clock ends by a week from today.
  dueDay: [where('dueDay', '<=', '2026-12-04')],
  at: [
    where('at', '>=', Timestamp.fromMillis(Date.UTC(2026, 0, 1))),
    where('at', '<', Timestamp.fromMillis(Date.UTC(2027, 0, 1))),
  ],
};
/** The filter that makes a public query acceptable to the rules (publicStaff is public as a whole: decision 021). */
const guardField: Record<string, string> = { reviews: 'approved', media: 'isActive' };

/**
 * The admin table may filter staff by any status; `status == 'active'` is also a public query, so the
 * admin-only check sends a status visitors cannot read.
 */
const adminOnlyEquality: Record<string, QueryConstraint> = { status: where('status', '==', 'inactive') };

function constraintsOf(
  shape: QueryShape,
  dropField?: string,
  overrides: Record<string, QueryConstraint> = {},
): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  for (const field of shape.equality) {
    if (field === dropField) continue;
    const filter = overrides[field] ?? equalityFilter[field];
    if (!filter) throw new Error(`No test value for equality field ${field}: add it to equalityFilter`);
    constraints.push(filter);
  }
  if (shape.arrayContains) {
    const filter = arrayFilter[shape.arrayContains];
    if (!filter) throw new Error(`No test value for array field ${shape.arrayContains}: add it to arrayFilter`);
    constraints.push(filter);
  }
  if (shape.inequality) {
    const filters = rangeFilter[shape.inequality];
    if (!filters) throw new Error(`No test range for ${shape.inequality}: add it to rangeFilter`);
    constraints.push(...filters);
  }
  for (const order of shape.orderBy) constraints.push(orderBy(order.field, order.direction));
  return constraints;
}

function run(
  db: Firestore,
  shape: QueryShape,
  dropField?: string,
  overrides?: Record<string, QueryConstraint>,
): Promise<unknown> {
  const q = query(collection(db, shape.collection), ...constraintsOf(shape, dropField, overrides));
  return shape.aggregate === 'count' ? getCountFromServer(q) : getDocs(query(q, limit(12)));
}

let env: RulesTestEnvironment;

describe('Firestore rules for the app queries', () => {
  beforeAll(async () => {
    env = await sharedRulesEnv();
    await resetData(env);
  });

  const publicShapes = queryShapes.filter((shape) => shape.audience === 'public');
  const adminShapes = queryShapes.filter((shape) => shape.audience === 'admin');

  describe('public query shapes (web/src/lib/queryShapes.ts) as a visitor', () => {
    it.each(publicShapes.map((shape) => [shape.name, shape] as const))('allows %s', async (_name, shape) => {
      await assertSucceeds(run(dbAs(env, 'anonymous'), shape));
    });

    it.each(publicShapes.map((shape) => [shape.name, shape] as const))(
      'allows %s for a signed-in user without the claim',
      async (_name, shape) => {
        await assertSucceeds(run(dbAs(env, 'signedIn'), shape));
      },
    );

    const guarded = publicShapes.filter((shape) => guardField[shape.collection] !== undefined);
    it.each(guarded.map((shape) => [shape.name, shape] as const))(
      'denies %s without its guard filter',
      async (_name, shape) => {
        await assertFails(run(dbAs(env, 'anonymous'), shape, guardField[shape.collection]));
      },
    );
  });

  describe('admin query shapes', () => {
    it.each(adminShapes.map((shape) => [shape.name, shape] as const))(
      'allows %s for the admin',
      async (_name, shape) => {
        await assertSucceeds(run(dbAs(env, 'admin'), shape));
      },
    );

    const closed = adminShapes.filter((shape) => shape.collection !== 'content');
    it.each(closed.map((shape) => [shape.name, shape] as const))(
      'denies %s to a signed-in user without the claim',
      async (_name, shape) => {
        await assertFails(run(dbAs(env, 'signedIn'), shape, undefined, adminOnlyEquality));
      },
    );
  });

  describe('what the public staff queries return (publicStaff, decision 021)', () => {
    it('returns the active workers newest first and pages with a cursor', async () => {
      const db = dbAs(env, 'anonymous');
      const base = [where('status', '==', 'active'), orderBy('createdAt', 'desc')];
      const all = await getDocs(query(collection(db, 'publicStaff'), ...base));
      expect(all.docs.map((d) => d.get('status'))).toEqual(['active', 'active']);
      // The view holds no admin field and no birth year.
      for (const d of all.docs)
        for (const key of ['updatedBy', 'nameKey', 'publishConsentAt', 'birthYear'])
          expect(d.data()).not.toHaveProperty(key);
      const first = await getDocs(query(collection(db, 'publicStaff'), ...base, limit(1)));
      const second = await assertSucceeds(
        getDocs(query(collection(db, 'publicStaff'), ...base, startAfter(first.docs[0]!), limit(1))),
      );
      expect(second.docs).toHaveLength(1);
      expect(second.docs[0]!.id).not.toBe(first.docs[0]!.id);
    });

    it('counts active drivers and a type filter of one type', async () => {
      const db = dbAs(env, 'anonymous');
      const drivers = await assertSucceeds(
        getCountFromServer(
          query(collection(db, 'publicStaff'), where('status', '==', 'active'), where('type', '==', 'Driver')),
        ),
      );
      expect(drivers.data().count).toBe(1);
    });

    it('denies a visitor every query on the stored staff, even the old active-only one', async () => {
      const db = dbAs(env, 'anonymous');
      await assertFails(getDocs(query(collection(db, 'staff'), where('status', '==', 'active'))));
      await assertFails(getDocs(query(collection(db, 'staff'), where('status', 'in', ['active', 'pending']))));
    });
  });
});
