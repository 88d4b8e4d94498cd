// The demo seed (tests/fixtures) is written by the Admin SDK, which bypasses the rules. The admin must
// still be able to edit every seeded document through the rules, so each one must have exactly the
// shape the rules validate. This suite writes the seed into the rules project and, as the admin,
// touches every document the way the admin portal does.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { collection, doc, getDoc, getDocs, serverTimestamp, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSeed } from '../fixtures/writeSeed.ts';
import { dbAs, rulesProjectId, sendWrite, sharedRulesEnv } from './support/firestoreRulesEnv.ts';

/** The admin portal's edit of each collection: a no-op change that re-validates the whole document. */
/**
 * With the actor stamp every audited admin write carries (firestore.rules stampsActor; dbAs admin is uid boss);
 * sendWrite moves it to auditStamps/{collection} for a visitor-readable document and does not remove a stored
 * `updatedBy`, so a seeded public document that still carries one is refused here (issue 39).
 */
const stamp = () => ({ updatedBy: 'boss', updatedAt: serverTimestamp() });
const touch: Record<string, (data: Record<string, unknown>) => Record<string, unknown> | null> = {
  staff: () => stamp(),
  staffContacts: (data) => ({ phone: data.phone, ...stamp() }),
  contactMessages: (data) => ({ status: data.status, ...stamp() }),
  reviews: (data) => ({ approved: data.approved, ...stamp() }),
  content: () => stamp(),
  media: () => stamp(),
  settings: () => stamp(),
  countryCosts: () => stamp(),
  notifications: (data) => (data.read === false ? { read: true } : null),
};

const noAuth = {
  getUser: async () => ({}),
  updateUser: async () => ({}),
  createUser: async () => ({}),
  setCustomUserClaims: async () => undefined,
} as unknown as Auth;

describe('Firestore rules accept admin edits of every seeded document', () => {
  let env: RulesTestEnvironment;
  let app: App;

  beforeAll(async () => {
    env = await sharedRulesEnv();
    await env.clearFirestore();
    process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
    app = initializeApp({ projectId: rulesProjectId }, `rules-seed-${Date.now()}`);
    await writeSeed(getFirestore(app), noAuth);
  });

  afterAll(async () => {
    await deleteApp(app);
  });

  it.each(Object.keys(touch))('%s', async (name) => {
    const db: Firestore = dbAs(env, 'admin');
    // settings has no list rule: its two documents are read by path.
    const documents =
      name === 'settings'
        ? await Promise.all(['settings/site', 'settings/private'].map((path) => getDoc(doc(db, path))))
        : (await getDocs(collection(db, name))).docs;
    expect(documents.filter((document) => document.exists()).length, `the seed has ${name}`).toBeGreaterThan(0);
    const denied: string[] = [];
    for (const document of documents) {
      const change = touch[name]!(document.data() ?? {});
      if (change === null) continue;
      try {
        await assertSucceeds(sendWrite(db, document.ref.path, change, 'update'));
      } catch {
        denied.push(document.ref.path);
      }
    }
    expect(denied, 'seeded documents the admin cannot edit (their shape does not match firestore.rules)').toEqual([]);
  });
});
