// Admin SDK pointed at the emulators, for tests that read back or arrange data.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { emulatorHosts, projectId } from '../fixtures/constants.ts';

process.env.FIRESTORE_EMULATOR_HOST ??= emulatorHosts.firestore;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= emulatorHosts.auth;

function app(): App {
  return getApps().find((candidate) => candidate.name === 'tests') ?? initializeApp({ projectId }, 'tests');
}

export const adminDb = () => getFirestore(app());
export const adminAuth = () => getAuth(app());

/**
 * The demo bucket (or `name`) through the Admin SDK. The Storage SDK keeps its connections alive, and the
 * Storage emulator, a Node server, closes one that has been idle for 5 s: a request sent on it at that
 * moment fails with "socket hang up" (ECONNRESET) before the emulator has read it (seen in a CI run,
 * 2026-11-28, on a delete after a test's wait for a trigger). The SDK retries that error only for requests
 * it can prove idempotent; the requests here are the tests' own arranging and reading, so retry them all,
 * as a browser resends a request on a reused connection that closed.
 */
export function adminBucket(name = `${projectId}.appspot.com`) {
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= emulatorHosts.storage;
  const bucket = getStorage(app()).bucket(name);
  bucket.storage.retryOptions.idempotencyStrategy = 0; // IdempotencyStrategy.RetryAlways
  return bucket;
}

/** How long a test waits for a trigger unless it says otherwise (see eventually()). */
export const triggerWaitMs = 60_000;

/**
 * Polls `read` until `accept` holds or the time runs out; for eventually consistent triggers. The default
 * deadline is a minute: the Firestore emulator hands its events to the functions one at a time, so a
 * trigger's event waits behind the ones earlier files left (a seed-wide publicStaff sync, say) and, on a
 * 2-core machine running the rules suites beside, that queue took more than 20 s (CI of d5db850: a new
 * worker's nameKey still unset after 20 s). A passing wait returns as soon as it holds.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = triggerWaitMs,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (!accept(last)) {
    if (Date.now() > deadline) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
  return last;
}

/** Waits until the document at `path` exists (a trigger wrote it) or the time runs out; answers the last read. */
export const untilWritten = (path: string) =>
  eventually(
    () => adminDb().doc(path).get(),
    (snap) => snap.exists,
  );

/** Waits until the document at `path` is gone (a trigger deleted it) or the time runs out; answers the last read. */
export const untilGone = (path: string) =>
  eventually(
    () => adminDb().doc(path).get(),
    (snap) => !snap.exists,
  );
