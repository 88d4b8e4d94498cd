import { serverTimestamp, type FieldValue } from 'firebase/firestore';
import { adminAuth } from './adminSdk';

/**
 * The actor stamp of every admin write to an audited collection (functions/src/audit records who changed
 * what from it; firestore.rules require `updatedBy` to be the caller's uid). Adds `updatedBy` (the
 * signed-in admin) and `updatedAt` (server time) to the data written. docs/decisions/014-audit-log.md.
 */
export function withActor<T extends object>(data: T): T & { updatedBy: string; updatedAt: FieldValue } {
  return { ...data, updatedBy: signedInAdminUid('write as the admin'), updatedAt: serverTimestamp() };
}

/** The signed-in admin's uid, the actor of an admin write; throws (naming `action`) when nobody is signed in. */
export function signedInAdminUid(action: string): string {
  const uid = adminAuth.currentUser?.uid;
  if (!uid) throw new Error(`Not signed in: cannot ${action}`);
  return uid;
}
