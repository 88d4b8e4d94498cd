import { serverTimestamp, type FieldValue } from 'firebase/firestore';
import { adminAuth } from './adminSdk';

/**
 * The actor stamp of every admin write to an audited collection (functions/src/audit records who changed
 * what from it; firestore.rules require `updatedBy` to be the caller's uid). Adds `updatedBy` (the
 * signed-in admin) and `updatedAt` (server time) to the data written. docs/decisions/014-audit-log.md.
 */
export function withActor<T extends object>(data: T): T & { updatedBy: string; updatedAt: FieldValue } {
  const uid = adminAuth.currentUser?.uid;
  if (!uid) throw new Error('Not signed in: an admin write needs the signed-in admin');
  return { ...data, updatedBy: uid, updatedAt: serverTimestamp() };
}
