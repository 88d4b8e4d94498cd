// Trash and restore on the emulators (docs/decisions/015-trash.md). The admin's moves and restores go
// through the app's own functions (web/src/admin/lib/firebase/trash.ts) as a signed-in admin, so the rules
// and the triggers (onStaffDeleted, onMediaDeleted, onTrashDeleted, the dashboard counters) all run.
// The daily purge is a scheduled function: the Functions emulator does not fire schedules, so the
// test runs its body (functions/src/trash/purgeOldTrash.ts) in this process against the emulators.
import { staffNameKey } from '@household/model';
import { Timestamp } from 'firebase-admin/firestore';
import { type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteFromTrash, moveToTrash, restoreFromTrash } from '../../web/src/admin/lib/firebase/trash.ts';
import { adminBucket, adminDb, eventually } from '../support/adminSdk.ts';
import { testWorker } from '../support/staffDocs.ts';
import { storageAvailable, storageSkipReason } from '../support/storage.ts';
import { projectId } from '../fixtures/constants.ts';
import { settledDashboard, signedInAdmin, type Client } from './client.ts';
import { functionsModule } from './mailQuota.ts';

const day = 24 * 60 * 60 * 1000;
const db = adminDb();

const staffDoc = (id: string, extra: Record<string, unknown> = {}) =>
  testWorker('MD-9997', `Trash Test ${id}`, {
    // As the app writes it: without it the onStaffNameKey trigger adds it after the write.
    nameKey: staffNameKey(`Trash Test ${id}`),
    type: 'Maid',
    country: 'PH',
    experienceYears: 3,
    showPhoto: true,
    publishConsentAt: Timestamp.fromMillis(Date.UTC(2026, 0, 5)),
    createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 5)),
    updatedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 6)),
    ...extra,
  });
const contacts = { email: 'trash-test@example.com', phone: '+966500000009' };

let client: Client;
let web: Firestore;
let uid: string;
let removeUser: () => Promise<void>;

beforeAll(async () => {
  const signedIn = await signedInAdmin('trash');
  ({ client, web } = signedIn);
  uid = signedIn.admin.uid;
  removeUser = signedIn.admin.remove;
});

afterAll(async () => {
  await client?.close();
  await removeUser?.();
});

/** A worker with contacts (and optionally files), written as the Admin SDK would. */
async function seedWorker(id: string, extra: Record<string, unknown> = {}) {
  await db.doc(`staffContacts/${id}`).set(contacts);
  await db.doc(`staff/${id}`).set(staffDoc(id, extra));
}

describe('trash and restore (Functions emulator)', () => {
  it('a worker moved to the trash and restored comes back as it was, contacts included, and the counters follow', async () => {
    const id = `trash-stats-${Date.now()}`;
    await seedWorker(id);
    const before = (await db.doc(`staff/${id}`).get()).data();
    const counted = (await settledDashboard()).stored;

    await moveToTrash(web, 'staff', id, uid);
    expect((await db.doc(`staff/${id}`).get()).exists).toBe(false);
    expect((await db.doc(`staffContacts/${id}`).get()).exists).toBe(false);
    const entry = (await db.doc(`trash/staff_${id}`).get()).data();
    expect(entry).toMatchObject({ collection: 'staff', id, data: before, contacts, deletedBy: uid });
    const afterMove = await settledDashboard();
    expect(afterMove.stored).toEqual(afterMove.expected);
    expect(afterMove.stored.totalStaff).toBe(Number(counted.totalStaff) - 1);
    expect(afterMove.stored.activePlacements).toBe(Number(counted.activePlacements) - 1);

    await restoreFromTrash(web, `staff_${id}`, uid);
    expect((await db.doc(`staff/${id}`).get()).data()).toEqual(before);
    expect((await db.doc(`staffContacts/${id}`).get()).data()).toEqual(contacts);
    expect((await db.doc(`trash/staff_${id}`).get()).exists).toBe(false);
    const afterRestore = await settledDashboard();
    expect(afterRestore.stored).toEqual(afterRestore.expected);
    expect(afterRestore.stored.totalStaff).toBe(counted.totalStaff);
    // onStaffDeleted ran on the move and must not have removed the restored contacts meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await db.doc(`staffContacts/${id}`).get()).data()).toEqual(contacts);
    await db.doc(`staff/${id}`).delete();
  });

  it('the purge deletes entries older than 30 days and keeps fresh ones (no files)', async () => {
    const old = `trash-old-${Date.now()}`;
    const fresh = `trash-fresh-${Date.now()}`;
    const review = (customerName: string) => ({
      customerName,
      serviceType: 'Maid',
      rating: 4,
      commentEn: '',
      commentAr: '',
      approved: false,
      createdAt: Timestamp.now(),
    });
    await db.doc(`reviews/${old}`).set(review('Old'));
    await db.doc(`reviews/${fresh}`).set(review('Fresh'));
    await moveToTrash(web, 'reviews', old, uid);
    await moveToTrash(web, 'reviews', fresh, uid);
    await db.doc(`trash/reviews_${old}`).update({ deletedAt: Timestamp.fromMillis(Date.now() - 31 * day) });
    await db.doc(`trash/reviews_${fresh}`).update({ deletedAt: Timestamp.fromMillis(Date.now() - 29 * day) });

    const { purgeOldTrash } = await functionsModule(() => import('../../functions/src/trash/purgeOldTrash.ts'));
    const purged = await purgeOldTrash(new Date());
    expect(purged.entries).toBeGreaterThanOrEqual(1);
    expect((await db.doc(`trash/reviews_${old}`).get()).exists).toBe(false);
    expect((await db.doc(`trash/reviews_${fresh}`).get()).exists).toBe(true);
    expect((await db.doc(`reviews/${old}`).get()).exists).toBe(false);
    await db.doc(`trash/reviews_${fresh}`).delete();
  });
});

describe.skipIf(!storageAvailable)(
  storageAvailable
    ? 'trash keeps files until the purge'
    : `trash keeps files until the purge [skipped: ${storageSkipReason}]`,
  () => {
    // The purge's Admin SDK default app in this process needs the bucket name.
    process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId, storageBucket: `${projectId}.appspot.com` });
    const exists = async (path: string) => (await adminBucket().file(path).exists())[0];

    /** A worker with a CV and a photo in Storage. */
    async function workerWithFiles(id: string) {
      const cvPath = `cvs/${id}.pdf`;
      const photoPath = `staff-photos/${id}.jpg`;
      await adminBucket().file(cvPath).save(Buffer.from('%PDF-1.4 trash test'), { contentType: 'application/pdf' });
      await adminBucket().file(photoPath).save(Buffer.from('jpg'), { contentType: 'image/jpeg' });
      await seedWorker(id, { cvPath, photoPath });
      return { cvPath, photoPath };
    }

    /** Whether any of the worker's files is still there once the delete triggers had time to remove them. */
    const anyFileLeft = (files: { cvPath: string; photoPath: string }) =>
      eventually(
        async () => (await Promise.all([exists(files.cvPath), exists(files.photoPath)])).some(Boolean),
        (any) => !any,
      );

    /** A second later, both of the worker's files are still there. */
    async function expectFilesKept(files: { cvPath: string; photoPath: string }) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await exists(files.cvPath)).toBe(true);
      expect(await exists(files.photoPath)).toBe(true);
    }

    it("a trashed worker's files stay (a worker deleted outright, for comparison, loses them)", async () => {
      const stamp = Date.now();
      const trashed = await workerWithFiles(`trash-keep-${stamp}`);
      const control = await workerWithFiles(`trash-control-${stamp}`);
      await moveToTrash(web, 'staff', `trash-keep-${stamp}`, uid);
      await db.doc(`staff/trash-control-${stamp}`).delete();
      // The control's files going shows the delete triggers have run.
      expect(await anyFileLeft(control)).toBe(false);
      await expectFilesKept(trashed);
      await db
        .doc(`trash/staff_trash-keep-${stamp}`)
        .update({ deletedAt: Timestamp.fromMillis(Date.now() - 30 * day - 60_000) });

      // A fresh trashed worker keeps its files through the purge.
      const fresh = await workerWithFiles(`trash-fresh-${stamp}`);
      await moveToTrash(web, 'staff', `trash-fresh-${stamp}`, uid);

      const { purgeOldTrash } = await functionsModule(() => import('../../functions/src/trash/purgeOldTrash.ts'));
      const purged = await purgeOldTrash(new Date());
      expect(purged.files).toBeGreaterThanOrEqual(2);
      expect((await db.doc(`trash/staff_trash-keep-${stamp}`).get()).exists).toBe(false);
      expect(await exists(trashed.cvPath)).toBe(false);
      expect(await exists(trashed.photoPath)).toBe(false);
      expect((await db.doc(`trash/staff_trash-fresh-${stamp}`).get()).exists).toBe(true);
      expect(await exists(fresh.cvPath)).toBe(true);
      expect(await exists(fresh.photoPath)).toBe(true);
      await deleteFromTrash(web, `staff_trash-fresh-${stamp}`);
      await eventually(
        () => exists(fresh.cvPath),
        (left) => !left,
      );
    });

    it('a restored worker keeps its CV and photo; "Delete forever" of another one removes its files', async () => {
      const stamp = Date.now();
      const restored = await workerWithFiles(`trash-restore-${stamp}`);
      const forever = await workerWithFiles(`trash-forever-${stamp}`);
      await moveToTrash(web, 'staff', `trash-restore-${stamp}`, uid);
      await moveToTrash(web, 'staff', `trash-forever-${stamp}`, uid);
      await restoreFromTrash(web, `staff_trash-restore-${stamp}`, uid);
      await deleteFromTrash(web, `staff_trash-forever-${stamp}`);
      expect(await anyFileLeft(forever)).toBe(false);
      await expectFilesKept(restored);
      expect((await db.doc(`staff/trash-restore-${stamp}`).get()).get('cvPath')).toBe(restored.cvPath);
      await db.doc(`staff/trash-restore-${stamp}`).delete();
    });

    it('a trashed media item keeps its file until the purge; a file another item uses stays after it', async () => {
      const stamp = Date.now();
      const own = `media/trash-${stamp}.jpg`;
      const shared = `media/trash-shared-${stamp}.jpg`;
      for (const path of [own, shared])
        await adminBucket().file(path).save(Buffer.from('jpg'), { contentType: 'image/jpeg' });
      const item = (storagePath: string) => ({
        title: 't',
        description: '',
        type: 'image',
        url: '/x.jpg',
        storagePath,
        thumbnailUrl: null,
        isActive: false,
        displayOrder: 0,
        updatedAt: Timestamp.now(),
      });
      await db.doc(`media/trash-own-${stamp}`).set(item(own));
      await db.doc(`media/trash-shared-a-${stamp}`).set(item(shared));
      await db.doc(`media/trash-shared-b-${stamp}`).set(item(shared));
      await moveToTrash(web, 'media', `trash-own-${stamp}`, uid);
      await moveToTrash(web, 'media', `trash-shared-a-${stamp}`, uid);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await exists(own)).toBe(true);
      expect(await exists(shared)).toBe(true);
      for (const id of [`trash-own-${stamp}`, `trash-shared-a-${stamp}`]) {
        await db.doc(`trash/media_${id}`).update({ deletedAt: Timestamp.fromMillis(Date.now() - 31 * day) });
      }
      const { purgeOldTrash } = await functionsModule(() => import('../../functions/src/trash/purgeOldTrash.ts'));
      await purgeOldTrash(new Date());
      expect(await exists(own)).toBe(false);
      expect(await exists(shared)).toBe(true);
      await db.doc(`media/trash-shared-b-${stamp}`).delete();
    });
  },
);
