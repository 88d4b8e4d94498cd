// whereabouts (functions/src/cleanup/fileInUse.ts) tells the delete triggers whether a document is live,
// in the trash, both or neither. A move to the trash and a restore each change both in one commit, so a
// reader must never see "neither" while a document only goes back and forth: that answer made
// onStaffDeleted take a restored worker's CV, photo and contacts (a clean-clone CI run, 2026-11-30, when its
// two reads fell either side of the restore). Here the Admin SDK moves and restores one document as fast as
// it can while whereabouts is asked over and over. A review, not a worker: the answer does not depend on
// the collection, and a review's writes fire two triggers where a worker's fire five.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/adminSdk.ts';
import { functionsModule } from './mailQuota.ts';

const db = adminDb();
const id = `whereabouts-${Date.now().toString(36)}`;
const review = { customerName: 'Whereabouts Test', serviceType: 'Maid', rating: 4, approved: false };
const entry = { collection: 'reviews', id, data: review, contacts: null, deletedBy: 'test' };

afterAll(async () => {
  await Promise.all([db.doc(`reviews/${id}`).delete(), db.doc(`trash/reviews_${id}`).delete()]);
});

describe('whereabouts', () => {
  it('never answers "neither" for a document moved to the trash and restored again and again', async () => {
    const { whereabouts } = await functionsModule(() => import('../../functions/src/cleanup/fileInUse.ts'));
    // Written in the trash, as a move leaves it, so that no delete trigger has anything to clean up.
    await db.doc(`trash/reviews_${id}`).set({ ...entry, deletedAt: Timestamp.now() });
    let moving = true;
    const answers: string[] = [];
    const asking = (async () => {
      while (moving) {
        const now = await whereabouts('reviews', id);
        answers.push(now.live ? (now.trashed ? 'both' : 'live') : now.trashed ? 'trashed' : 'neither');
      }
    })();
    for (let cycle = 0; cycle < 10; cycle += 1) {
      const restore = db.batch();
      restore.set(db.doc(`reviews/${id}`), review);
      restore.delete(db.doc(`trash/reviews_${id}`));
      await restore.commit();
      const move = db.batch();
      move.set(db.doc(`trash/reviews_${id}`), { ...entry, deletedAt: Timestamp.now() });
      move.delete(db.doc(`reviews/${id}`));
      await move.commit();
    }
    moving = false;
    await asking;
    expect(answers.length).toBeGreaterThan(5);
    expect(answers.filter((answer) => answer !== 'live' && answer !== 'trashed')).toEqual([]);
    expect(answers).toContain('trashed');
  });
});
