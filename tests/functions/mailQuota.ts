// The hourly e-mail cap's bookkeeping (functions/src/notifications/cappedMail.ts), for the suites that
// write many contact messages: reset before and after so one suite's burst does not hold another's mail.
import { adminDb } from '../support/adminSdk.ts';

export async function resetMailQuota(): Promise<void> {
  const db = adminDb();
  await db.recursiveDelete(db.collection('mailQuota'));
}

/** The ids of every mail held for a digest, whatever the hour. */
export async function heldMailIds(): Promise<Set<string>> {
  return new Set((await adminDb().collectionGroup('held').get()).docs.map((doc) => doc.id));
}

/** Functions code run in this process (the Admin SDK default app there needs the project id). */
export async function functionsModule<T>(load: () => Promise<T>): Promise<T> {
  process.env.GCLOUD_PROJECT ??= 'demo-household-staff';
  return load();
}
