// /cv/{refCode} and /photos/{refCode} (function serveStaffFile behind Hosting rewrites) check the
// worker's status and consent at request time: a withdrawn worker's link stops working at once.
import { expect, test } from '../support/visitor.ts';
import { FieldValue } from 'firebase-admin/firestore';
import { adminBucket, adminDb, eventually } from '../../support/adminSdk.ts';
import { publishedTestWorker } from '../../support/staffDocs.ts';
import { storageAvailable, storageSkipReason } from '../../support/storage.ts';

const staffDoc = (refCode: string, extra: Record<string, unknown>) =>
  publishedTestWorker(refCode, 'Trust Test', {
    type: 'Maid',
    country: 'PH',
    descriptionEn: '',
    descriptionAr: '',
    ...extra,
  });

test.describe('staff file links', () => {
  test("an active worker's CV link works; once withdrawn it is 404", async ({ request }) => {
    test.skip(!storageAvailable, storageSkipReason);
    const refCode = `TT-${Date.now() % 100000}`;
    const cvPath = `cvs/trust-${refCode}.pdf`;
    await adminBucket().file(cvPath).save(Buffer.from('%PDF-1.4 withdrawn'), { contentType: 'application/pdf' });
    const ref = adminDb().collection('staff').doc(`trust-${refCode}`);
    await ref.set(staffDoc(refCode, { cvPath }));
    try {
      const served = await request.get(`/cv/${refCode}`);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toContain('application/pdf');

      await ref.update({ status: 'inactive', updatedAt: FieldValue.serverTimestamp() });
      const status = await eventually(
        async () => (await request.get(`/cv/${refCode}`, { maxRedirects: 0 })).status(),
        (code) => code === 404,
      );
      expect(status).toBe(404);
      const refused = await request.get(`/cv/${refCode}`, { maxRedirects: 0 });
      expect(refused.headers()['cache-control']).toBe('no-store');
    } finally {
      await ref.delete();
      await adminBucket().file(cvPath).delete({ ignoreNotFound: true });
    }
  });

  test('no photo without consent, no file for an unknown or malformed reference', async ({ request }) => {
    const refCode = `TP-${Date.now() % 100000}`;
    const ref = adminDb().collection('staff').doc(`trust-${refCode}`);
    await ref.set(staffDoc(refCode, { showPhoto: false, photoPath: `staff-photos/trust-${refCode}.jpg` }));
    try {
      expect((await request.get(`/photos/${refCode}`, { maxRedirects: 0 })).status()).toBe(404);
      for (const path of ['/cv/NO-SUCH-1', '/cv/..%2F..%2Findex.html', '/photos/%00', `/cv/${'A'.repeat(60)}`]) {
        expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
      }
      const post = await request.post(`/cv/${refCode}`, { maxRedirects: 0 });
      expect([404, 405]).toContain(post.status());
    } finally {
      await ref.delete();
    }
  });

  test('streams a stored CV and a consented photo from Storage; withdrawn, both are 404', async ({ request }) => {
    test.skip(!storageAvailable, storageSkipReason);
    const bucket = adminBucket();
    const refCode = `TS-${Date.now() % 100000}`;
    const id = `trust-${refCode}`;
    const cvPath = `cvs/${id}.pdf`;
    const photoPath = `staff-photos/${id}.png`;
    await bucket.file(cvPath).save(Buffer.from('%PDF-1.4 trust'), { contentType: 'text/html' });
    await bucket.file(photoPath).save(Buffer.from('png'), { contentType: 'image/svg+xml' });
    const ref = adminDb().collection('staff').doc(id);
    await ref.set(staffDoc(refCode, { cvPath, showPhoto: true, photoPath }));
    try {
      const cv = await request.get(`/cv/${refCode}`);
      expect(cv.status()).toBe(200);
      // The type comes from the extension allow-list, never from the stored metadata.
      expect(cv.headers()['content-type']).toContain('application/pdf');
      expect(cv.headers()['x-content-type-options']).toBe('nosniff');
      expect(cv.headers()['cache-control']).toContain('max-age=60');
      expect((await cv.body()).toString()).toBe('%PDF-1.4 trust');
      const photo = await request.get(`/photos/${refCode}`);
      expect(photo.status()).toBe(200);
      expect(photo.headers()['content-type']).toContain('image/png');

      await ref.update({ status: 'inactive', updatedAt: FieldValue.serverTimestamp() });
      expect((await request.get(`/cv/${refCode}`)).status()).toBe(404);
      expect((await request.get(`/photos/${refCode}`)).status()).toBe(404);
    } finally {
      await ref.delete();
      await Promise.all([
        bucket.file(cvPath).delete({ ignoreNotFound: true }),
        bucket.file(photoPath).delete({ ignoreNotFound: true }),
      ]);
    }
  });
});
