// Web SDK clients for the callables (Auth emulator + Functions emulator), and small helpers shared by
// the Cloud Functions integration suites.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck } from 'firebase/app-check';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { openRequestStatuses } from '@household/model';
import { adminAuth, adminDb } from '../support/adminSdk.ts';
import { emulatorAppCheckToken } from '../../web/src/lib/firebase/emulatorAppCheck.ts';
import { emulatorHosts, projectId } from '../fixtures/constants.ts';

let counter = 0;

export interface Client {
  app: FirebaseApp;
  auth: Auth;
  call: <T = unknown>(name: string, data?: unknown) => Promise<T>;
  signIn: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A fresh web SDK app (its own auth state) wired to the Auth and Functions emulators. Like the web app,
 * it sends the emulators' App Check token (web/src/lib/firebase/appCheck.ts) unless `appCheck: false`.
 */
export function webClient({ appCheck = true } = {}): Client {
  counter += 1;
  const app = initializeApp(
    { projectId, apiKey: 'demo-api-key', authDomain: `${projectId}.firebaseapp.com`, appId: 'demo-app-id' },
    `functions-test-${counter}`,
  );
  if (appCheck)
    initializeAppCheck(app, {
      provider: new CustomProvider({ getToken: async () => emulatorAppCheckToken('demo-app-id', projectId) }),
      isTokenAutoRefreshEnabled: false,
    });
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${emulatorHosts.auth}`, { disableWarnings: true });
  const functions = getFunctions(app, 'us-central1');
  const [host, port] = emulatorHosts.functions.split(':') as [string, string];
  connectFunctionsEmulator(functions, host, Number(port));
  return {
    app,
    auth,
    call: async <T>(name: string, data?: unknown) => (await httpsCallable(functions, name)(data)).data as T,
    signIn: async (email, password) => {
      await signInWithEmailAndPassword(auth, email, password);
    },
    signOut: () => signOut(auth),
    close: () => deleteApp(app),
  };
}

/** A throwaway Auth user, optionally with the admin claim. */
export async function throwawayUser(label: string, { admin = false } = {}) {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = `pw-${Math.random().toString(36).slice(2, 10)}`;
  const user = await adminAuth().createUser({ email, password });
  if (admin) await adminAuth().setCustomUserClaims(user.uid, { admin: true });
  return { uid: user.uid, email, password, remove: () => adminAuth().deleteUser(user.uid) };
}

/**
 * A throwaway admin signed in on a fresh web client, with that client's Firestore on the emulator: admin
 * writes go through the rules and the triggers as the admin app makes them. Close the client and remove
 * the admin afterwards.
 */
export async function signedInAdmin(label: string): Promise<{
  admin: Awaited<ReturnType<typeof throwawayUser>>;
  client: Client;
  web: Firestore;
}> {
  const admin = await throwawayUser(label, { admin: true });
  const client = webClient();
  await client.signIn(admin.email, admin.password);
  const web = getFirestore(client.app);
  const [host, port] = emulatorHosts.firestore.split(':') as [string, string];
  connectFirestoreEmulator(web, host, Number(port));
  return { admin, client, web };
}

/** The dashboard counters computed here, independently of the functions, from count aggregations. */
export async function trueDashboardCounts() {
  const db = adminDb();
  const count = async (collection: string, status?: string) => {
    const ref = db.collection(collection);
    return (await (status ? ref.where('status', '==', status) : ref).count().get()).data().count;
  };
  const openRequests = (
    await db
      .collection('requests')
      // The model's one list of stages still being worked on (both journeys, issue 34).
      .where('status', 'in', [...openRequestStatuses])
      .count()
      .get()
  ).data().count;
  const [totalStaff, activePlacements, pendingApplications, unreadMessages, totalMedia, totalReviews] =
    await Promise.all([
      count('staff'),
      count('staff', 'active'),
      count('staff', 'pending'),
      count('contactMessages', 'unread'),
      count('media'),
      count('reviews'),
    ]);
  return { totalStaff, activePlacements, pendingApplications, unreadMessages, totalMedia, totalReviews, openRequests };
}

export async function storedDashboardCounts() {
  const data = (await adminDb().doc('stats/dashboard').get()).data() ?? {};
  const { updatedAt: _updatedAt, ...counts } = data;
  return counts;
}

/** Waits until stats/dashboard equals the true counts (the triggers have caught up). */
export async function settledDashboard(timeoutMs = 60_000) {
  let expected = await trueDashboardCounts();
  let stored = await storedDashboardCounts();
  const deadline = Date.now() + timeoutMs;
  while (JSON.stringify(sortKeys(stored)) !== JSON.stringify(sortKeys(expected)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    expected = await trueDashboardCounts();
    stored = await storedDashboardCounts();
  }
  return { expected, stored };
}

function sortKeys(record: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/** Waits until stats/dashboard has not been written for `quietMs` (every pending recompute has landed). */
export async function quietDashboard(quietMs = 1500, timeoutMs = 30_000) {
  const ref = adminDb().doc('stats/dashboard');
  const deadline = Date.now() + timeoutMs;
  let last = (await ref.get()).updateTime;
  let since = Date.now();
  while (Date.now() - since < quietMs && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = (await ref.get()).updateTime;
    if (!now || !last || !now.isEqual(last)) {
      last = now;
      since = Date.now();
    }
  }
  return last;
}
