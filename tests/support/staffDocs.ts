// A plain staff document (`staff/{id}`) for the functions tests and browser specs that write one with the
// Admin SDK: a short, test-worded worker without files; each test names it and replaces the fields it is about.
import { FieldValue } from 'firebase-admin/firestore';

/** `refCode` and `name`, then an active cleaner from Uganda without photo or CV; `extra` replaces any field. */
export function testWorker(refCode: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    refCode,
    name,
    type: 'Cleaner',
    status: 'active',
    country: 'UG',
    experienceYears: 2,
    descriptionEn: 'Test',
    descriptionAr: 'اختبار',
    transferable: false,
    showPhoto: false,
    photoPath: null,
    cvPath: null,
    ...extra,
  };
}

/** testWorker as published now: consented to publishing, created and updated at the server's time. */
export function publishedTestWorker(refCode: string, name: string, extra: Record<string, unknown> = {}) {
  return testWorker(refCode, name, {
    publishConsentAt: FieldValue.serverTimestamp(),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    ...extra,
  });
}
