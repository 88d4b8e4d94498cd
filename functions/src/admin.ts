import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

/** The default Admin SDK app, initialised once per function instance (other, named apps may coexist in tests). */
if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp();

export const db = getFirestore();
export const adminAuth = () => getAuth();
/** The project's default bucket (FIREBASE_CONFIG.storageBucket); created lazily, only when a file is touched. */
export const defaultBucket = () => getStorage().bucket();

/**
 * The project's own bucket, to tell its Storage URLs from foreign ones (storageObjectPathFromUrl);
 * none when no default bucket is configured (then no legacy URL is taken for a file of ours).
 */
export function ownBuckets(): string[] {
  try {
    return [defaultBucket().name];
  } catch {
    return [];
  }
}

/** gRPC status codes the Admin SDK reports on failed preconditions. */
export const grpc = { alreadyExists: 6, failedPrecondition: 9, notFound: 5 } as const;
export const hasCode = (error: unknown, code: number): boolean => (error as { code?: unknown } | null)?.code === code;
