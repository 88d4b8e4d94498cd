// The delete triggers ask whether a document is live or in the trash (whereabouts) and whether a media file
// is still used (isMediaFileInUse), functions/src/cleanup/fileInUse.ts. A move to the trash and a restore
// each change the document and its entry in one commit, so a reader must never see "neither" while a
// document only goes back and forth: that answer made onStaffDeleted take a restored worker's CV, photo and
// contacts (a clean-clone CI run, 2026-11-30, when its two reads fell either side of the restore). Here the
// Admin SDK moves and restores one document as fast as it can while the question is asked over and over.
// A review and a media item, not a worker: the answer does not depend on the collection, and a worker's
// writes fire five triggers.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/adminSdk.ts';
import { functionsModule } from './mailQuota.ts';

const db = adminDb();
const run = Date.now().toString(36);
const written: string[] = [];

afterAll(async () => {
  await Promise.all(written.map((path) => db.doc(path).delete()));
});

/**
 * Moves `{collection}/{id}` to the trash and back ten times (it starts and ends in the trash, so no delete
 * trigger has anything to clean up) while `ask` is asked over and over; answers every answer.
 */
async function askWhileMoving<T>(collection: string, id: string, data: object, ask: () => Promise<T>): Promise<T[]> {
  const original = `${collection}/${id}`;
  const trashed = `trash/${collection}_${id}`;
  written.push(original, trashed);
  const entry = () => ({ collection, id, data, contacts: null, deletedAt: Timestamp.now(), deletedBy: 'test' });
  await db.doc(trashed).set(entry());
  let moving = true;
  const answers: T[] = [];
  const asking = (async () => {
    while (moving) answers.push(await ask());
  })();
  for (let cycle = 0; cycle < 10; cycle += 1) {
    await db.batch().set(db.doc(original), data).delete(db.doc(trashed)).commit();
    await db.batch().set(db.doc(trashed), entry()).delete(db.doc(original)).commit();
  }
  moving = false;
  await asking;
  expect(answers.length).toBeGreaterThan(5);
  return answers;
}

describe('what the delete triggers read while a document goes to the trash and back', () => {
  it('whereabouts answers live or trashed, never neither (nor both)', async () => {
    const { whereabouts } = await functionsModule(() => import('../../functions/src/cleanup/fileInUse.ts'));
    const id = `whereabouts-${run}`;
    const review = { customerName: 'Whereabouts Test', serviceType: 'Maid', rating: 4, approved: false };
    const answers = await askWhileMoving('reviews', id, review, async () => {
      const now = await whereabouts('reviews', id);
      return now.live ? (now.trashed ? 'both' : 'live') : now.trashed ? 'trashed' : 'neither';
    });
    expect(answers.filter((answer) => answer !== 'live' && answer !== 'trashed')).toEqual([]);
    expect(answers).toContain('trashed');
  });

  it("a media item's file is in use all along", async () => {
    const { isMediaFileInUse } = await functionsModule(() => import('../../functions/src/cleanup/fileInUse.ts'));
    const storagePath = `media/whereabouts-${run}.jpg`;
    const item = { title: 't', description: '', type: 'image', url: '/x.jpg', storagePath, isActive: false };
    const answers = await askWhileMoving('media', `whereabouts-${run}`, item, () => isMediaFileInUse(storagePath));
    expect(answers.filter((inUse) => !inUse)).toEqual([]);
  });
});
