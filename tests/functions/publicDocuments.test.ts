// Issue 39 (docs/decisions/027-trust-round-four.md): no document a visitor can read names an admin. Walks
// every document of the imported demo data (emulator-data/, made from tests/fixtures by `npm run seed`),
// reads each one as a visitor through firestore.rules (a web client without sign-in), and checks the ones
// the rules let through: no actor field (`updatedBy`, `createdBy`, ...) at any depth, and no value that is
// the uid of an Auth user. Any collection the rules open to visitors later is walked too.
import { connectFirestoreEmulator, doc, getDoc, getFirestore, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorFieldNames } from '@household/model';
import { emulatorHosts } from '../fixtures/constants.ts';
import { adminAuth, adminDb } from '../support/adminSdk.ts';
import { webClient, type Client } from './client.ts';
import { stripPublicActors } from '../../functions/src/audit/stripPublicActors.ts';

let client: Client;
let visitor: Firestore;

beforeAll(() => {
  client = webClient();
  visitor = getFirestore(client.app);
  const [host, port] = emulatorHosts.firestore.split(':') as [string, string];
  connectFirestoreEmulator(visitor, host, Number(port));
});

afterAll(async () => {
  await client.close();
});

/** Every uid of the Auth emulator (the seeded admin and whatever other suites left). */
async function allUids(): Promise<Set<string>> {
  const uids = new Set<string>();
  let pageToken: string | undefined;
  do {
    const page = await adminAuth().listUsers(1000, pageToken);
    for (const user of page.users) uids.add(user.uid);
    pageToken = page.pageToken;
  } while (pageToken);
  return uids;
}

/** The paths (`a.b[2].c`) of actor fields and of values equal to a uid, at any depth of a document. */
function namesOfAdmins(value: unknown, uids: ReadonlySet<string>, at = ''): string[] {
  if (typeof value === 'string') return uids.has(value) ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => namesOfAdmins(item, uids, `${at}[${index}]`));
  if (!value || typeof value !== 'object' || typeof (value as { toMillis?: unknown }).toMillis === 'function')
    return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(actorFieldNames.includes(key) ? [`${at}${at ? '.' : ''}${key}`] : []),
    ...namesOfAdmins(item, uids, `${at}${at ? '.' : ''}${key}`),
  ]);
}

/** Reads `path` as a visitor: its data, or null when the rules refuse (or there is nothing). */
async function visitorRead(path: string): Promise<Record<string, unknown> | null> {
  try {
    const snapshot = await getDoc(doc(visitor, path));
    return snapshot.exists() ? snapshot.data() : null;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return null;
    throw error;
  }
}

describe('visitor-readable documents name no admin (issue 39)', () => {
  it('checks the walker itself: an actor field or a uid anywhere is found', () => {
    const uids = new Set(['uid-1']);
    expect(namesOfAdmins({ a: { updatedBy: 'x' }, b: ['ok', 'uid-1'], c: 'fine' }, uids)).toEqual([
      'a.updatedBy',
      'b[1]',
    ]);
    expect(namesOfAdmins({ title: 'Home', n: 3, when: { toMillis: () => 1 } }, uids)).toEqual([]);
  });

  it(
    'walks every seeded document a visitor can read and finds no updatedBy or uid in any',
    { timeout: 120_000 },
    async () => {
      const uids = await allUids();
      expect(uids.size, 'the seeded admin is in Auth').toBeGreaterThan(0);
      const paths: string[] = [];
      for (const collection of await adminDb().listCollections())
        for (const ref of await collection.listDocuments()) paths.push(ref.path);

      const readable = new Map<string, Record<string, unknown>>();
      for (let start = 0; start < paths.length; start += 25) {
        const slice = paths.slice(start, start + 25);
        const read = await Promise.all(slice.map(visitorRead));
        slice.forEach((path, index) => {
          if (read[index]) readable.set(path, read[index]);
        });
      }
      // The walk reaches what the site shows (a rules change that closed them would make the check empty).
      const collections = new Set([...readable.keys()].map((path) => path.split('/')[0]));
      for (const expected of ['content', 'reviews', 'media', 'settings', 'countryCosts', 'publicStaff', 'publicStats'])
        expect(collections, `visitors read ${expected}`).toContain(expected);
      // ...and nothing private (a sanity check of the visitor client).
      for (const closed of ['staff', 'staffContacts', 'requests', 'auditLog', 'auditStamps'])
        expect(collections).not.toContain(closed);

      const found = [...readable].flatMap(([path, data]) =>
        namesOfAdmins(data, uids).map((field) => `${path}: ${field}`),
      );
      expect(found).toEqual([]);
    },
  );

  it('takes the uid off documents stored before auditStamps (scripts/strip-public-actors.mjs), nothing else', async () => {
    const db = adminDb();
    const run = Date.now().toString(36);
    const content = `content/help_strip${run}`;
    const trash = `trash/reviews_strip-${run}`;
    const staff = `staff/strip-${run}`;
    const old = { updatedAt: new Date(Date.UTC(2026, 0, 1)), updatedBy: 'old-admin' };
    await db.doc(content).set({ section: 'help', fieldKey: `strip${run}`, en: 'x', ar: 'س', ...old });
    await db.doc(trash).set({ collection: 'reviews', id: `strip-${run}`, data: { customerName: 'R', ...old } });
    await db.doc(staff).set({ name: 'Private worker', ...old });
    try {
      const planned = await stripPublicActors(db, { apply: false });
      expect(planned).toEqual(expect.arrayContaining([content, trash]));
      expect(planned).not.toContain(staff);
      expect((await db.doc(content).get()).get('updatedBy'), 'a dry run changes nothing').toBe('old-admin');
      await stripPublicActors(db, { apply: true });
      expect((await db.doc(content).get()).data()).not.toHaveProperty('updatedBy');
      expect((await db.doc(content).get()).get('en')).toBe('x');
      expect((await db.doc(trash).get()).get('data')).toEqual({ customerName: 'R', updatedAt: expect.anything() });
      // The admin's own record keeps its stamp (the audit log reads it there).
      expect((await db.doc(staff).get()).get('updatedBy')).toBe('old-admin');
      expect(await stripPublicActors(db, { apply: false })).not.toEqual(expect.arrayContaining([content]));
    } finally {
      await Promise.all([content, trash, staff].map((path) => db.doc(path).delete()));
    }
  });
});
