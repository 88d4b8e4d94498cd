import { describe, expect, it } from 'vitest';
import { adminBucket, adminDb, eventually, untilGone } from '../support/adminSdk.ts';
import { testWorker } from '../support/staffDocs.ts';
import { storageAvailable, storageSkipReason } from '../support/storage.ts';

const staffDoc = (extra: Record<string, unknown> = {}) =>
  testWorker('CL-9998', 'Cleanup Test', { status: 'pending', experienceYears: 1, ...extra });

describe('cleanup on delete (Functions emulator)', () => {
  const db = adminDb();

  /** Writes a worker with contacts, deletes the worker and waits until its contacts are gone (or times out). */
  async function deleteWorker(id: string, contacts: { email: string; phone: string }, extra = {}) {
    await db.doc(`staffContacts/${id}`).set(contacts);
    await db.doc(`staff/${id}`).set(staffDoc(extra));
    await db.doc(`staff/${id}`).delete();
    return untilGone(`staffContacts/${id}`);
  }

  it('deleting a staff member deletes their staffContacts document', async () => {
    const id = `cleanup-${Date.now()}`;
    const contact = await deleteWorker(id, { email: 'cleanup@example.com', phone: '+966500000000' });
    expect(contact.exists).toBe(false);
  });

  it('still removes the contact document when the staff member had files (Storage running or not)', async () => {
    // Without the Storage emulator the function logs that it left the files and must not fail.
    const id = `cleanup-withfiles-${Date.now()}`;
    const contact = await deleteWorker(
      id,
      { email: 'files@example.com', phone: '+966500000002' },
      { cvPath: `cvs/${id}.pdf`, photoPath: `staff-photos/${id}.jpg` },
    );
    expect(contact.exists).toBe(false);
  });

  it('keeps the contact document when the staff id was reused before the cleanup ran', async () => {
    // Shape of a repeated delete event: the document exists again, so nothing is removed.
    const id = `cleanup-reuse-${Date.now()}`;
    await deleteWorker(id, { email: 'reuse@example.com', phone: '+966500000001' });
    await db.doc(`staffContacts/${id}`).set({ email: 'reuse@example.com', phone: '+966500000001' });
    await db.doc(`staff/${id}`).set(staffDoc());
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await db.doc(`staffContacts/${id}`).get()).exists).toBe(true);
    await db.doc(`staff/${id}`).delete();
  });
});

describe.skipIf(!storageAvailable)(
  storageAvailable ? 'cleanup of Storage files' : `cleanup of Storage files [skipped: ${storageSkipReason}]`,
  () => {
    const db = adminDb();

    it('deleting a staff member deletes the CV and the photo', async () => {
      const id = `cleanup-files-${Date.now()}`;
      const cvPath = `cvs/${id}.pdf`;
      const photoPath = `staff-photos/${id}.jpg`;
      await adminBucket().file(cvPath).save(Buffer.from('%PDF-1.4 test'), { contentType: 'application/pdf' });
      await adminBucket().file(photoPath).save(Buffer.from('jpg'), { contentType: 'image/jpeg' });
      await db.doc(`staff/${id}`).set(staffDoc({ cvPath, photoPath }));
      await db.doc(`staff/${id}`).delete();
      const gone = await eventually(
        async () =>
          (await Promise.all([adminBucket().file(cvPath).exists(), adminBucket().file(photoPath).exists()])).map(
            ([exists]) => exists,
          ),
        (exists) => exists.every((e) => !e),
      );
      expect(gone).toEqual([false, false]);
    });

    it('deleting a media item deletes its stored file', async () => {
      const storagePath = `media/cleanup-${Date.now()}.jpg`;
      await adminBucket().file(storagePath).save(Buffer.from('jpg'), { contentType: 'image/jpeg' });
      const ref = await db
        .collection('media')
        .add({ title: 'x', type: 'image', url: 'x', storagePath, isActive: false, displayOrder: 0 });
      await ref.delete();
      const [exists] = await eventually(
        () => adminBucket().file(storagePath).exists(),
        ([e]) => !e,
      );
      expect(exists).toBe(false);
    });
  },
);
