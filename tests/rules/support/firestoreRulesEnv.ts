// Shared set-up for the Firestore rules suites: the test environment, the three roles and a small,
// valid data set written with rules disabled before every test.
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { publicStaffOf } from '../../../model/src/publicStaff.ts';
import { auditStampPath, stampsPrivately } from '../../../model/src/auditStamps.ts';
import { keptClients } from './keptClients.ts';

/** Not the demo project: clearFirestore() here never touches the seeded data other suites use. */
export const rulesProjectId = 'demo-rules';

export const roles = ['anonymous', 'signedIn', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Who may do something, for the matrix tables. */
export const everyone: readonly Role[] = roles;
export const adminOnly: readonly Role[] = ['admin'];
export const nobody: readonly Role[] = [];

let shared: Promise<RulesTestEnvironment> | undefined;

/**
 * One environment per test file, shared by the suites firestoreRules.test.ts imports. Loading the
 * rules again resets the emulator's coverage report, so all Firestore rules suites run in that one
 * file and the coverage printed after the run covers all of them.
 */
export function sharedRulesEnv(): Promise<RulesTestEnvironment> {
  shared ??= createRulesEnv();
  return shared;
}

export async function createRulesEnv(): Promise<RulesTestEnvironment> {
  setLogLevel('error');
  return initializeTestEnvironment({
    projectId: rulesProjectId,
    firestore: {
      host: '127.0.0.1',
      port: 8080,
      rules: readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8'),
    },
  });
}

const clients = keptClients<Role | 'owner', Firestore>();

/** The client Firestore of a role: a visitor, a signed-in user without the claim, the admin (one per run). */
export function dbAs(env: RulesTestEnvironment, role: Role): Firestore {
  return clients.get(env, role, () => {
    const context =
      role === 'anonymous'
        ? env.unauthenticatedContext()
        : role === 'signedIn'
          ? env.authenticatedContext('visitor', { email: 'visitor@example.com' })
          : env.authenticatedContext('boss', { admin: true, email: 'admin@household-staff.local' });
    return context.firestore() as unknown as Firestore;
  });
}

/**
 * A client that bypasses the rules, kept for the whole run: the emulator's `owner` token, which is what
 * `withSecurityRulesDisabled` uses, without a new app (and connection) per call. For writing the data a
 * test starts from, as the Admin SDK or a Cloud Function would.
 */
export function ownerDb(env: RulesTestEnvironment): Firestore {
  return clients.get(
    env,
    'owner',
    () => {
      const app = initializeApp({ projectId: env.projectId }, `rules-owner-${env.projectId}-${Date.now()}`);
      const db = getFirestore(app);
      const { host = '127.0.0.1', port = 8080 } = env.emulators.firestore ?? {};
      connectFirestoreEmulator(db, host, port, { mockUserToken: 'owner' });
      return db;
    },
    true,
  );
}

/** Ends the environment and the clients kept for it. */
export async function cleanupRulesEnv(env: RulesTestEnvironment): Promise<void> {
  await clients.forget(env);
  await env.cleanup();
}

/** Writes `data` at `path` with rules disabled, as the Admin SDK or a Cloud Function would. */
export async function seedDoc(env: RulesTestEnvironment, path: string, data: Record<string, unknown>): Promise<void> {
  await setDoc(doc(ownerDb(env), path), data);
}

/** A document as the Admin SDK sees it (rules disabled); undefined when there is none. */
export async function storedDoc(env: RulesTestEnvironment, path: string): Promise<Record<string, unknown> | undefined> {
  return (await getDoc(doc(ownerDb(env), path))).data();
}

export const past = Timestamp.fromMillis(Date.UTC(2026, 9, 1, 8, 0, 0));

const optionalUpdatedAt = /^(contactMessages|reviews|staffContacts)\//;

/**
 * An admin write as the portal sends it, with the actor stamp (firestore.rules stampsActor): the admin's
 * uid (dbAs admin is 'boss'), and updatedAt now where a collection's updatedAt is optional (the others'
 * variants set it themselves, so a variant without it still shows the refusal). The data's own values
 * win. Notifications are not audited.
 */
export function adminStamped(path: string, data: Record<string, unknown>): Record<string, unknown> {
  if (path.startsWith('notifications/')) return data;
  return { updatedBy: 'boss', ...(optionalUpdatedAt.test(path) ? { updatedAt: serverTimestamp() } : {}), ...data };
}

/**
 * Sends an admin write as the portal does. A visitor-readable document (model/src/auditStamps.ts) never
 * carries `updatedBy`: the data's `updatedBy`, when it has one, goes to `auditStamps/{collection}` in the
 * same batch, stamped now (web/src/admin/lib/firebase/stampedBatch.ts); without one no stamp is written, so
 * an unsigned write stays unsigned. Other documents are written as given.
 */
export async function sendWrite(
  db: Firestore,
  path: string,
  data: Record<string, unknown>,
  how: 'set' | 'update' | 'merge' = 'set',
): Promise<void> {
  const [collection = '', id = ''] = path.split('/');
  const batch = writeBatch(db);
  let written = data;
  if (stampsPrivately(collection, id) && 'updatedBy' in data) {
    const { updatedBy, ...rest } = data;
    batch.set(doc(db, auditStampPath(collection)), { updatedBy, updatedAt: serverTimestamp() });
    written = rest;
  }
  if (how === 'update') batch.update(doc(db, path), written);
  else batch.set(doc(db, path), written, { merge: how === 'merge' });
  await batch.commit();
}

// ---------- valid documents, as the client app writes them (server timestamps) ----------

export const validStaff = (overrides: Record<string, unknown> = {}) => ({
  refCode: 'MD-0901',
  name: 'Maria Santos',
  type: 'Maid',
  status: 'pending',
  country: 'PH',
  experienceYears: 4,
  descriptionEn: 'Experienced domestic worker.',
  descriptionAr: 'عاملة منزلية ذات خبرة.',
  transferable: false,
  showPhoto: false,
  photoPath: null,
  cvPath: null,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

export const validStaffContact = (overrides: Record<string, unknown> = {}) => ({
  email: 'worker@example.com',
  phone: '+966 50 123 4567',
  ...overrides,
});

export const validContactMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sara Al-Qahtani',
  email: 'sara@example.com',
  phone: null,
  subject: 'Need a nanny',
  message: 'Please call me about a nanny for two children.',
  status: 'unread',
  locale: 'en',
  consentAt: serverTimestamp(),
  createdAt: serverTimestamp(),
  ...overrides,
});

/** A visitor's request for one worker, as the public form writes it (no e-mail, no note, no history yet). */
export const validRequest = (overrides: Record<string, unknown> = {}) => ({
  trackingCode: 'R-7KQ4-M2',
  refCodes: ['MD-0001'],
  name: 'Umm Faisal',
  phone: '0501234567',
  email: null,
  message: null,
  locale: 'ar',
  consentAt: serverTimestamp(),
  status: 'new',
  history: [],
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

/** The stored copy of validRequest the admin works on: its times in the past, its first stage in the history. */
export const storedRequest = (overrides: Record<string, unknown> = {}) =>
  validRequest({
    consentAt: past,
    history: [{ status: 'new', at: past }],
    createdAt: past,
    updatedAt: past,
    ...overrides,
  });

export const validReview = (overrides: Record<string, unknown> = {}) => ({
  customerName: 'Umm Khalid',
  serviceType: 'Maid',
  rating: 5,
  commentEn: 'Honest and hard-working.',
  commentAr: 'أمينة ومجتهدة.',
  approved: false,
  createdAt: serverTimestamp(),
  ...overrides,
});

export const validContent = (overrides: Record<string, unknown> = {}) => ({
  section: 'help',
  fieldKey: 'faqTitle',
  en: 'Frequently asked questions',
  ar: 'الأسئلة الشائعة',
  updatedAt: serverTimestamp(),
  ...overrides,
});

export const validMedia = (overrides: Record<string, unknown> = {}) => ({
  title: 'Kitchen cleaning',
  description: 'A worker cleaning a kitchen.',
  titleAr: 'تنظيف المطبخ',
  descriptionAr: 'عاملة تنظف المطبخ.',
  type: 'image',
  url: 'https://firebasestorage.googleapis.com/v0/b/x/o/media%2Fabc.jpg?alt=media',
  storagePath: 'media/abc.jpg',
  thumbnailUrl: null,
  isActive: true,
  displayOrder: 3,
  updatedAt: serverTimestamp(),
  ...overrides,
});

export const validSiteSettings = (overrides: Record<string, unknown> = {}) => ({
  whatsappNumber: '966501234567',
  contactPhone: '0501234567',
  companyEmail: 'info@household-staff.example',
  licenseNumber: 'HRSD-1010-2026',
  companyAboutEn: 'A licensed Riyadh office.',
  companyAboutAr: 'مكتب مرخّص في الرياض.',
  logoUrl: null,
  heroImageUrl: '/media/images/hero.jpg',
  aboutUsImageUrl: null,
  servicesImageUrl: null,
  contactImageUrl: null,
  aboutAvatar1Url: null,
  aboutAvatar2Url: null,
  aboutAvatar3Url: null,
  externalReviewUrl: null,
  updatedAt: serverTimestamp(),
  ...overrides,
});

export const validPrivateSettings = (overrides: Record<string, unknown> = {}) => ({
  notificationEmail: 'office@household-staff.example',
  updatedAt: serverTimestamp(),
  ...overrides,
});

/** Replaces server timestamps with fixed past times, for the seeded copies. */
function stored<T extends Record<string, unknown>>(data: T): T {
  const copy: Record<string, unknown> = { ...data };
  for (const key of ['createdAt', 'updatedAt']) if (key in copy) copy[key] = past;
  return copy as T;
}

/** Wipes the rules project and writes the base data set (rules disabled, like the Admin SDK). */
export async function resetData(env: RulesTestEnvironment): Promise<void> {
  await env.clearFirestore();
  {
    const db = ownerDb(env);
    const batch = writeBatch(db);
    const staffWritten: Record<string, Record<string, unknown>> = {};
    const put = (path: string, data: Record<string, unknown>) => {
      if (path.startsWith('staff/')) staffWritten[path.slice('staff/'.length)] = data;
      batch.set(doc(db, path), data);
    };
    put(
      'staff/active-1',
      stored(validStaff({ refCode: 'MD-0001', status: 'active', transferable: true, publishConsentAt: past })),
    );
    put(
      'staff/active-2',
      stored(
        validStaff({
          refCode: 'DR-0002',
          name: 'Jose Garcia',
          type: 'Driver',
          status: 'active',
          experienceYears: 8,
          publishConsentAt: past,
        }),
      ),
    );
    put('staff/pending-1', stored(validStaff({ refCode: 'MD-0003', name: 'Liza Reyes', status: 'pending' })));
    // The public views the onStaffPublicView trigger keeps (decision 021): the two active, consented workers.
    for (const [id, data] of Object.entries(staffWritten)) {
      const view = publicStaffOf(data, new Date());
      if (view) put(`publicStaff/${id}`, view as unknown as Record<string, unknown>);
    }
    put('staffContacts/active-1', validStaffContact());
    put('contactMessages/msg-1', stored(validContactMessage()));
    put('reviews/approved-1', stored(validReview({ approved: true })));
    put('reviews/hidden-1', stored(validReview({ customerName: 'Fahad T.', rating: 2 })));
    put('content/home_heroTitle', stored(validContent({ section: 'home', fieldKey: 'heroTitle' })));
    put('media/active-1', stored(validMedia()));
    put('media/hidden-1', stored(validMedia({ isActive: false, displayOrder: 4 })));
    put('settings/site', stored(validSiteSettings()));
    put('settings/private', stored(validPrivateSettings()));
    put('stats/dashboard', {
      totalStaff: 3,
      activePlacements: 2,
      pendingApplications: 1,
      unreadMessages: 1,
      totalMedia: 2,
      totalReviews: 2,
      updatedAt: past,
    });
    put('notifications/unread-1', {
      kind: 'contactMessage',
      title: 'New message from Sara',
      body: 'Need a nanny',
      link: '/admin/messages?open=msg-1',
      read: false,
      createdAt: past,
    });
    put('notifications/read-1', {
      kind: 'contactMessage',
      title: 'New message from Ali',
      body: 'Driver',
      link: '/admin/messages?open=msg-0',
      read: true,
      createdAt: past,
    });
    put('mail/mail-1', {
      to: 'office@household-staff.example',
      message: { subject: 'New message', text: 'Hello', html: '<p>Hello</p>' },
    });
    await batch.commit();
  }
}
