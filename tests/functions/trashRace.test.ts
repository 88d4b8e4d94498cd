// A move to the trash that meets a Cloud Function writing the original at the same moment (a new request's
// first history stamp): the rules compare the trash copy with the original as it is at commit and refuse
// the stale copy with permission-denied (not aborted), so moveToTrash reads again and moves what is there
// now (web/src/admin/lib/firebase/retryWhenRefused.ts, unit-tested beside it). Found when the audit table
// test was refused after the whole end-to-end suite, whose backlog of triggers stamped its request late.
import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/adminSdk.ts';
import { signedInAdmin, type throwawayUser, type Client } from './client.ts';

const db = adminDb();
const run = Date.now().toString(36);
let admin: Awaited<ReturnType<typeof throwawayUser>>;
let client: Client;
let web: Firestore;
const cleanup: string[] = [];

const review = () => ({
  name: 'Race Family',
  rating: 5,
  comment: 'Kind and careful.',
  approved: false,
  createdAt: FieldValue.serverTimestamp(),
});

beforeAll(async () => {
  ({ admin, client, web } = await signedInAdmin('trash-race-admin'));
});

afterAll(async () => {
  await Promise.all(cleanup.map((path) => db.doc(path).delete()));
  await client.close();
  await admin.remove();
});

describe('a move to the trash racing a write of the original', () => {
  it('a copy read before another write is refused by the rules', { timeout: 60_000 }, async () => {
    const id = `race-raw-${run}`;
    cleanup.push(`reviews/${id}`, `trash/reviews_${id}`);
    await db.doc(`reviews/${id}`).set(review());
    const move = runTransaction(
      web,
      async (transaction) => {
        const original = await transaction.get(doc(web, 'reviews', id));
        // What a function does meanwhile.
        await db.doc(`reviews/${id}`).update({ comment: 'Changed meanwhile.' });
        transaction.set(doc(web, 'trash', `reviews_${id}`), {
          collection: 'reviews',
          id,
          data: original.data(),
          contacts: null,
          deletedAt: serverTimestamp(),
          deletedBy: admin.uid,
        });
        transaction.delete(doc(web, 'reviews', id));
      },
      { maxAttempts: 1 },
    );
    await expect(move).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await db.doc(`reviews/${id}`).get()).exists).toBe(true);
  });
});
