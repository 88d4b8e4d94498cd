// The Storage rules matrix: which role may get, list, create, update and delete which object,
// and the arranging around it. Shared by storageRules.test.ts (against storage.rules) and
// storageRules.fidelity.test.ts (against deliberately broken copies).
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { initializeApp } from 'firebase/app';
import { setLogLevel } from 'firebase/firestore';
import {
  connectStorageEmulator,
  deleteObject,
  getStorage,
  getMetadata,
  listAll,
  ref,
  uploadBytes,
  type FirebaseStorage,
  type StorageReference,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { adminDb } from '../support/adminSdk.ts';
import { keptClients } from './support/keptClients.ts';

export const rulesProjectId = 'demo-rules-storage';
export const roles = ['anonymous', 'signedIn', 'admin'] as const;
export type Role = (typeof roles)[number];
const everyone: readonly Role[] = roles;
const adminOnly: readonly Role[] = ['admin'];
const nobody: readonly Role[] = [];

const MB = 1024 * 1024;
const bytes = (size: number) => new Uint8Array(size);
const pdf = 'application/pdf';
const docType = 'application/msword';
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface Row {
  op: 'get' | 'list' | 'create' | 'update' | 'delete';
  what: string;
  allowed: readonly Role[];
  run: (storage: FirebaseStorage) => Promise<unknown>;
}

const get = (path: string) => (s: FirebaseStorage) => getMetadata(ref(s, path));
const list = (path: string) => (s: FirebaseStorage) => listAll(ref(s, path));
const put = (path: string, size: number, contentType: string) => (s: FirebaseStorage) =>
  uploadBytes(ref(s, path), bytes(size), { contentType });
const remove = (path: string) => (s: FirebaseStorage) => deleteObject(ref(s, path));

/** Objects that exist before every test (written with rules disabled). */
export const existing: [path: string, contentType: string][] = [
  ['page-images/heroImageUrl-1.jpg', 'image/jpeg'],
  ['page-images/variants/heroImageUrl-1-phone-480.avif', 'image/avif'],
  ['logos/1.png', 'image/png'],
  ['default-images/hero-1.jpg', 'image/jpeg'],
  ['media/abc.jpg', 'image/jpeg'],
  ['cvs/srt-active-1.pdf', pdf],
  ['cvs/srt-pending-1.pdf', pdf],
  ['cvs/srt-missing-1.pdf', pdf],
  ['staff-photos/srt-active-1.jpg', 'image/jpeg'],
  ['staff-photos/srt-active-2.jpg', 'image/jpeg'],
  ['staff-photos/srt-pending-1.jpg', 'image/jpeg'],
  ['documents/PH/contract.pdf', pdf],
  ['documents/PH/__archived/old.pdf', pdf],
  ['other/file.txt', 'text/plain'],
];

const imageFolders = ['page-images', 'logos', 'default-images'] as const;

export const matrix: Record<string, Row[]> = {
  ...Object.fromEntries(
    imageFolders.map((folder) => {
      const existingPath = existing.find(([path]) => path.startsWith(`${folder}/`))![0];
      return [
        folder,
        [
          { op: 'get', what: 'an image', allowed: everyone, run: get(existingPath) },
          { op: 'list', what: 'the folder', allowed: nobody, run: list(folder) },
          { op: 'create', what: 'a 1 KB PNG', allowed: adminOnly, run: put(`${folder}/new-2.png`, 1024, 'image/png') },
          {
            op: 'create',
            what: 'an image of exactly 5 MB',
            allowed: adminOnly,
            run: put(`${folder}/new-3.jpg`, 5 * MB, 'image/jpeg'),
          },
          {
            op: 'create',
            what: 'an image over 5 MB',
            allowed: nobody,
            run: put(`${folder}/big.jpg`, 5 * MB + 1, 'image/jpeg'),
          },
          { op: 'create', what: 'a PDF', allowed: nobody, run: put(`${folder}/x.pdf`, 1024, pdf) },
          {
            op: 'update',
            what: 'an existing image (no overwrite)',
            allowed: nobody,
            run: put(existingPath, 1024, 'image/png'),
          },
          { op: 'delete', what: 'an image', allowed: adminOnly, run: remove(existingPath) },
        ] satisfies Row[],
      ];
    }),
  ),
  // The hero's variants (decision 033): public to read, written and deleted by the function only.
  'page-images/variants': [
    { op: 'get', what: 'a variant', allowed: everyone, run: get('page-images/variants/heroImageUrl-1-phone-480.avif') },
    { op: 'list', what: 'the folder', allowed: nobody, run: list('page-images/variants') },
    {
      op: 'create',
      what: 'a forged variant',
      allowed: nobody,
      run: put('page-images/variants/heroImageUrl-9-phone-480.avif', 1024, 'image/avif'),
    },
    {
      op: 'update',
      what: 'replacing a variant',
      allowed: nobody,
      run: put('page-images/variants/heroImageUrl-1-phone-480.avif', 1024, 'image/avif'),
    },
    {
      op: 'delete',
      what: 'a variant',
      allowed: nobody,
      run: remove('page-images/variants/heroImageUrl-1-phone-480.avif'),
    },
  ],
  media: [
    { op: 'get', what: 'a gallery file', allowed: everyone, run: get('media/abc.jpg') },
    { op: 'create', what: 'a JPEG', allowed: adminOnly, run: put('media/new.jpg', 2048, 'image/jpeg') },
    {
      op: 'create',
      what: 'an MP4 video of 20 MB',
      allowed: adminOnly,
      run: put('media/new.mp4', 20 * MB, 'video/mp4'),
    },
    { op: 'create', what: 'a QuickTime video', allowed: adminOnly, run: put('media/new.mov', 1024, 'video/quicktime') },
    { op: 'create', what: 'a WebM video', allowed: adminOnly, run: put('media/new.webm', 1024, 'video/webm') },
    { op: 'create', what: 'an Ogg video', allowed: nobody, run: put('media/new.ogv', 1024, 'video/ogg') },
    { op: 'create', what: 'a video over 50 MB', allowed: nobody, run: put('media/big.mp4', 50 * MB + 1, 'video/mp4') },
    { op: 'create', what: 'an image over 5 MB', allowed: nobody, run: put('media/big.jpg', 5 * MB + 1, 'image/jpeg') },
    { op: 'create', what: 'an HTML file', allowed: nobody, run: put('media/page.html', 100, 'text/html') },
    {
      op: 'update',
      what: 'replacing a gallery image',
      allowed: adminOnly,
      run: put('media/abc.jpg', 1024, 'image/jpeg'),
    },
    { op: 'delete', what: 'a gallery file', allowed: adminOnly, run: remove('media/abc.jpg') },
  ],
  cvs: [
    // Admin only, even for an active worker: visitors go through /cv/{refCode} (serveStaffFile).
    { op: 'get', what: "an active member's CV", allowed: adminOnly, run: get('cvs/srt-active-1.pdf') },
    { op: 'get', what: "a pending member's CV", allowed: adminOnly, run: get('cvs/srt-pending-1.pdf') },
    { op: 'get', what: 'the CV of a deleted member', allowed: adminOnly, run: get('cvs/srt-missing-1.pdf') },
    { op: 'list', what: 'all CVs', allowed: nobody, run: list('cvs') },
    { op: 'create', what: 'a PDF CV', allowed: adminOnly, run: put('cvs/srt-pending-1.pdf', 1024, pdf) },
    { op: 'create', what: 'a DOC CV', allowed: adminOnly, run: put('cvs/new-1.doc', 1024, docType) },
    { op: 'create', what: 'a DOCX CV', allowed: adminOnly, run: put('cvs/new-1.docx', 1024, docxType) },
    { op: 'create', what: 'a CV of exactly 10 MB', allowed: adminOnly, run: put('cvs/new-2.pdf', 10 * MB, pdf) },
    { op: 'create', what: 'a CV over 10 MB', allowed: nobody, run: put('cvs/new-3.pdf', 10 * MB + 1, pdf) },
    { op: 'create', what: 'a .pdf name with a Word type', allowed: nobody, run: put('cvs/new-4.pdf', 1024, docType) },
    { op: 'create', what: 'a .docx name with a PDF type', allowed: nobody, run: put('cvs/new-4.docx', 1024, pdf) },
    { op: 'create', what: 'a .doc name with a DOCX type', allowed: nobody, run: put('cvs/new-4.doc', 1024, docxType) },
    {
      op: 'create',
      what: 'an executable',
      allowed: nobody,
      run: put('cvs/new-5.exe', 1024, 'application/octet-stream'),
    },
    { op: 'create', what: 'a name with two dots', allowed: nobody, run: put('cvs/new.6.pdf', 1024, pdf) },
    { op: 'update', what: 'replacing a CV', allowed: adminOnly, run: put('cvs/srt-active-1.pdf', 1024, pdf) },
    { op: 'delete', what: 'a CV', allowed: adminOnly, run: remove('cvs/srt-active-1.pdf') },
  ],
  'staff-photos': [
    // Admin only, even with consent: visitors go through /photos/{refCode} (serveStaffFile).
    {
      op: 'get',
      what: 'the photo of an active member who consented',
      allowed: adminOnly,
      run: get('staff-photos/srt-active-1.jpg'),
    },
    {
      op: 'get',
      what: 'the photo of an active member without consent',
      allowed: adminOnly,
      run: get('staff-photos/srt-active-2.jpg'),
    },
    { op: 'get', what: "a pending member's photo", allowed: adminOnly, run: get('staff-photos/srt-pending-1.jpg') },
    { op: 'list', what: 'all photos', allowed: nobody, run: list('staff-photos') },
    { op: 'create', what: 'a JPEG photo', allowed: adminOnly, run: put('staff-photos/new-1.jpg', 1024, 'image/jpeg') },
    {
      op: 'create',
      what: 'a photo over 5 MB',
      allowed: nobody,
      run: put('staff-photos/new-2.jpg', 5 * MB + 1, 'image/jpeg'),
    },
    { op: 'create', what: 'a PDF as a photo', allowed: nobody, run: put('staff-photos/new-3.jpg', 1024, pdf) },
    { op: 'delete', what: 'a photo', allowed: adminOnly, run: remove('staff-photos/srt-active-1.jpg') },
  ],
  documents: [
    { op: 'get', what: 'a document', allowed: adminOnly, run: get('documents/PH/contract.pdf') },
    { op: 'list', what: 'a country folder', allowed: adminOnly, run: list('documents/PH') },
    { op: 'list', what: 'the documents root', allowed: adminOnly, run: list('documents') },
    {
      op: 'create',
      what: 'a PDF in a country folder',
      allowed: adminOnly,
      run: put('documents/KE/new.pdf', 1024, pdf),
    },
    {
      op: 'create',
      what: 'a PDF in unassigned',
      allowed: adminOnly,
      run: put('documents/unassigned/new.pdf', 1024, pdf),
    },
    {
      op: 'create',
      what: 'a PDF of exactly 20 MB',
      allowed: adminOnly,
      run: put('documents/PH/big-ok.pdf', 20 * MB, pdf),
    },
    { op: 'create', what: 'a PDF over 20 MB', allowed: nobody, run: put('documents/PH/big.pdf', 20 * MB + 1, pdf) },
    { op: 'create', what: 'a Word file', allowed: nobody, run: put('documents/PH/new.doc', 1024, docType) },
    { op: 'create', what: 'a .txt name with a PDF type', allowed: nobody, run: put('documents/PH/new.txt', 1024, pdf) },
    { op: 'create', what: 'a PDF in an unknown folder', allowed: nobody, run: put('documents/SA/new.pdf', 1024, pdf) },
    {
      op: 'create',
      what: 'a PDF directly under documents/',
      allowed: nobody,
      run: put('documents/new.pdf', 1024, pdf),
    },
    {
      op: 'update',
      what: 'an existing document (no overwrite)',
      allowed: nobody,
      run: put('documents/PH/contract.pdf', 1024, pdf),
    },
    { op: 'delete', what: 'a document', allowed: adminOnly, run: remove('documents/PH/contract.pdf') },
  ],
  'documents/__archived': [
    { op: 'get', what: 'an archived document', allowed: adminOnly, run: get('documents/PH/__archived/old.pdf') },
    { op: 'list', what: 'the archive folder', allowed: adminOnly, run: list('documents/PH/__archived') },
    {
      op: 'create',
      what: 'an archived copy',
      allowed: adminOnly,
      run: put('documents/PH/__archived/contract-1.pdf', 1024, pdf),
    },
    {
      op: 'create',
      what: 'an archived copy in an unknown folder',
      allowed: nobody,
      run: put('documents/XX/__archived/contract-1.pdf', 1024, pdf),
    },
    {
      op: 'create',
      what: 'an archived non-PDF',
      allowed: nobody,
      run: put('documents/PH/__archived/x.png', 1024, 'image/png'),
    },
    {
      op: 'update',
      what: 'an existing archived copy',
      allowed: nobody,
      run: put('documents/PH/__archived/old.pdf', 1024, pdf),
    },
    { op: 'delete', what: 'an archived document', allowed: adminOnly, run: remove('documents/PH/__archived/old.pdf') },
  ],
  'unknown path': [
    { op: 'get', what: 'a file', allowed: nobody, run: get('other/file.txt') },
    { op: 'create', what: 'a file', allowed: nobody, run: put('other/new.txt', 10, 'text/plain') },
    { op: 'delete', what: 'a file', allowed: nobody, run: remove('other/file.txt') },
  ],
};

/**
 * Staff documents for the CV and photo rows: the rules no longer read them (the files are admin only),
 * and the rows prove that an active, consenting worker's file is still not public. firebase-tools' Storage
 * emulator reads Firestore in its own project (the demo project in single-project mode), not in
 * the rules test project, so they are written there under ids no seed uses, and removed after.
 */
const staffDocuments: Record<string, { status: string; showPhoto: boolean }> = {
  'srt-active-1': { status: 'active', showPhoto: true },
  'srt-active-2': { status: 'active', showPhoto: false },
  'srt-pending-1': { status: 'pending', showPhoto: true },
};

async function writeStaffDocuments(): Promise<void> {
  for (const [id, data] of Object.entries(staffDocuments)) await adminDb().doc(`staff/${id}`).set(data);
}

async function removeStaffDocuments(): Promise<void> {
  for (const id of Object.keys(staffDocuments)) await adminDb().doc(`staff/${id}`).delete();
}

/** Every object under `folder`, at any depth (clearStorage() only removes the top level). */
async function deleteEverything(folder: StorageReference): Promise<void> {
  const listing = await listAll(folder);
  await Promise.all(listing.items.map((item) => deleteObject(item)));
  for (const prefix of listing.prefixes) await deleteEverything(prefix);
}

/** Empties the bucket and uploads the `existing` objects, with rules disabled. */
async function arrangeObjects(env: RulesTestEnvironment): Promise<void> {
  const storage = ownerStorage(env);
  await deleteEverything(ref(storage));
  await Promise.all(existing.map(([path, contentType]) => uploadBytes(ref(storage, path), bytes(16), { contentType })));
}

// One client per role, and one that bypasses the rules, for a whole suite (keptClients).
const clients = keptClients<Role | 'owner', FirebaseStorage>();
/** Whether a write or delete went through since the objects were last arranged (false: they are as arranged). */
const touched = new WeakMap<RulesTestEnvironment, boolean>();

export function storageAs(env: RulesTestEnvironment, role: Role): FirebaseStorage {
  return clients.get(env, role, () => {
    const context =
      role === 'anonymous'
        ? env.unauthenticatedContext()
        : role === 'signedIn'
          ? env.authenticatedContext('visitor')
          : env.authenticatedContext('boss', { admin: true });
    return context.storage() as unknown as FirebaseStorage;
  });
}

/** The emulator's `owner` token (what withSecurityRulesDisabled uses), on one app kept for the suite. */
function ownerStorage(env: RulesTestEnvironment): FirebaseStorage {
  return clients.get(
    env,
    'owner',
    () => {
      const app = initializeApp({ projectId: env.projectId }, `rules-owner-storage-${Date.now()}`);
      // The bucket a context's storage() uses.
      const storage = getStorage(app, `gs://${env.projectId}`);
      const { host = '127.0.0.1', port = 9199 } = env.emulators.storage ?? {};
      connectStorageEmulator(storage, host, port, { mockUserToken: 'owner' });
      return storage;
    },
    true,
  );
}

/** Ends the environment and the clients kept for it. */
async function cleanupStorageEnv(env: RulesTestEnvironment): Promise<void> {
  await clients.forget(env);
  await env.cleanup();
}

/** The roles for which the row's outcome differs from the expected one, with the reason. */
export async function rowMismatches(env: RulesTestEnvironment, row: Row): Promise<string[]> {
  const wrong: string[] = [];
  for (const role of roles) {
    const allow = row.allowed.includes(role);
    try {
      const attempt = row.run(storageAs(env, role)).then((value) => {
        if (row.op !== 'get' && row.op !== 'list') touched.set(env, true);
        return value;
      });
      await (allow ? assertSucceeds(attempt) : assertFails(attempt));
    } catch (error) {
      wrong.push(
        `${role} expected ${allow ? 'allow' : 'deny'}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return wrong;
}

export const rowTitle = (row: Row): string =>
  `${row.op.padEnd(6)} ${row.what}: ${roles.map((role) => `${role} ${row.allowed.includes(role) ? 'allow' : 'deny'}`).join(', ')}`;

/** The project's storage.rules. */
export const storageRulesSource = () => readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');

/** A rules test environment on the Storage emulator with `rules`. */
export function storageRulesEnv(rules: string): Promise<RulesTestEnvironment> {
  setLogLevel('error');
  return initializeTestEnvironment({ projectId: rulesProjectId, storage: { host: '127.0.0.1', port: 9199, rules } });
}

/**
 * The set-up of a suite of matrix rows, registered as its hooks: before all, the staff documents and an
 * environment with `rules()`; before each, the `existing` objects; after all, both removed. Answers the
 * environment of the running suite.
 */
export function matrixSuiteEnv(rules: () => string): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    await writeStaffDocuments();
    env = await storageRulesEnv(rules());
  });
  afterAll(async () => {
    await removeStaffDocuments();
    if (env) await cleanupStorageEnv(env);
  });
  beforeEach(async () => {
    // The objects again only when a row may have changed them (its attempt went through).
    if (touched.get(current()) === false) return;
    await arrangeObjects(current());
    touched.set(current(), false);
  });
  function current(): RulesTestEnvironment {
    if (!env) throw new Error('the storage rules environment has not started');
    return env;
  }
  return current;
}
