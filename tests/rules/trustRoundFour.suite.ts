// Issue 39 (trust, round four) in the rules: a visitor cannot create a request or a contact message under an
// id that has a trash entry (the same create without the entry is accepted, so the refusal is the entry's).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { beforeAll, beforeEach, describe, it } from 'vitest';
import { dbAs, past, resetData, seedDoc, sharedRulesEnv, validContactMessage } from './support/firestoreRulesEnv.ts';
import { visitorCreate } from './support/visitorBatch.ts';

const request = (trackingCode: string) => ({
  trackingCode,
  refCodes: ['MD-0001'],
  name: 'Umm Faisal',
  phone: '0501234567',
  email: null,
  message: null,
  locale: 'ar',
  consentAt: serverTimestamp(),
  status: 'new',
  history: [],
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

/** A trash entry as moveToTrash leaves it (written past the rules). */
const trashEntry = (collection: string, id: string, data: Record<string, unknown>) => ({
  collection,
  id,
  data,
  contacts: null,
  deletedAt: past,
  deletedBy: 'boss',
});

let env: RulesTestEnvironment;

describe('Firestore rules: trust, round four', () => {
  beforeAll(async () => {
    env = await sharedRulesEnv();
  });

  beforeEach(async () => {
    await resetData(env);
  });

  it("refuses a visitor's request under a trashed tracking code, accepts it under a free one", async () => {
    const stored = { ...request('R-7KQ4-M2'), consentAt: past, createdAt: past, updatedAt: past };
    await seedDoc(env, 'trash/requests_R-7KQ4-M2', trashEntry('requests', 'R-7KQ4-M2', stored));
    const visitor = dbAs(env, 'signedIn');
    await assertFails(visitorCreate(visitor, 'requests/R-7KQ4-M2', request('R-7KQ4-M2')));
    await assertSucceeds(visitorCreate(visitor, 'requests/R-7KQ4-M3', request('R-7KQ4-M3')));
  });

  it("refuses a visitor's contact message under a trashed id, accepts it under a free one", async () => {
    const stored = { ...validContactMessage(), consentAt: past, createdAt: past };
    await seedDoc(env, 'trash/contactMessages_m-1', trashEntry('contactMessages', 'm-1', stored));
    const visitor = dbAs(env, 'signedIn');
    await assertFails(visitorCreate(visitor, 'contactMessages/m-1', validContactMessage()));
    await assertSucceeds(visitorCreate(visitor, 'contactMessages/m-2', validContactMessage()));
  });
});
