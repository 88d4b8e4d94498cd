// The backup / wipe / restore drill on the emulators (issue 39, docs/decisions/027-trust-round-four.md).
// Back up with the emulators' own export (the hub's /_admin/export: Firestore, Auth, Storage in the format
// `--import` reads), wipe all three, restore from that export into the running emulators, and compare
// everything the Admin SDK sees before and after: every Firestore document (all collections, nested ones
// too), every Storage file (bytes' MD5, type, cache header, custom metadata and download tokens) and every
// Auth user (password hash, custom claims such as the admin's `admin: true`). Production does the same
// with its own tools (README "Backups and a restore"); what is restored is the same three parts.
// Used by scripts/restore-drill.mjs (a command) and tests/functions/restoreDrill.test.ts (npm test).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pauseBackgroundTriggers } from './backgroundTriggers.mjs';

/**
 * @typedef {{ firestore: string; auth: string; storage: string; hub: string }} DrillHosts
 * @typedef {{ projectId: string; hosts: DrillHosts; db: import('firebase-admin/firestore').Firestore;
 *   auth: import('firebase-admin/auth').Auth; bucket: import('@google-cloud/storage').Bucket }} DrillTarget
 * @typedef {{ firestore: Record<string, string>; storage: Record<string, string>; auth: Record<string, string> }} Snapshot
 */

/** The emulator hosts of firebase.json. */
export const defaultDrillHosts = {
  firestore: '127.0.0.1:8080',
  auth: '127.0.0.1:9099',
  storage: '127.0.0.1:9199',
  hub: '127.0.0.1:4400',
};

/** A stored Firestore value as comparable text: timestamps to the nanosecond, references by path, bytes as base64. */
export function canonicalValue(value) {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(canonicalValue);
  const name = value.constructor?.name;
  if (name === 'Timestamp') return { $time: `${value.seconds}.${String(value.nanoseconds).padStart(9, '0')}` };
  if (name === 'GeoPoint') return { $geo: [value.latitude, value.longitude] };
  if (name === 'DocumentReference') return { $ref: value.path };
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonicalValue(value[key])]),
  );
}

async function snapshotCollections(collections, out) {
  for (const collection of collections) {
    const documents = await collection.listDocuments();
    for (let start = 0; start < documents.length; start += 200) {
      const refs = documents.slice(start, start + 200);
      const snapshots = refs.length ? await collection.firestore.getAll(...refs) : [];
      for (const snapshot of snapshots)
        if (snapshot.exists) out[snapshot.ref.path] = JSON.stringify(canonicalValue(snapshot.data()));
    }
    // Nested collections, also under ids that hold no document themselves.
    for (const ref of documents) await snapshotCollections(await ref.listCollections(), out);
  }
}

/** Everything the drill compares, as text per document, file and user. @returns {Promise<Snapshot>} */
export async function snapshotAll({ db, auth, bucket }) {
  const firestore = {};
  await snapshotCollections(await db.listCollections(), firestore);
  const storage = {};
  const [files] = await bucket.getFiles();
  for (const file of files) {
    const m = file.metadata;
    storage[file.name] = JSON.stringify(
      canonicalValue({
        size: String(m.size),
        md5Hash: m.md5Hash ?? null,
        contentType: m.contentType ?? null,
        cacheControl: m.cacheControl ?? null,
        contentDisposition: m.contentDisposition ?? null,
        metadata: m.metadata ?? {},
      }),
    );
  }
  const users = {};
  let pageToken;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users)
      users[user.uid] = JSON.stringify(
        canonicalValue({
          email: user.email ?? null,
          emailVerified: user.emailVerified,
          displayName: user.displayName ?? null,
          disabled: user.disabled,
          customClaims: user.customClaims ?? {},
          passwordHash: user.passwordHash ?? null,
          passwordSalt: user.passwordSalt ?? null,
          providers: user.providerData.map((provider) => `${provider.providerId}:${provider.uid}`).sort(),
        }),
      );
    pageToken = page.pageToken;
  } while (pageToken);
  return { firestore, storage, auth: users };
}

/** How many documents, files and users a snapshot holds. */
export function countsOf(snapshot) {
  return {
    documents: Object.keys(snapshot.firestore).length,
    files: Object.keys(snapshot.storage).length,
    users: Object.keys(snapshot.auth).length,
  };
}

/** What differs between two snapshots: `part key: missing | extra | changed`, sorted. @returns {string[]} */
export function snapshotDifferences(before, after) {
  const out = [];
  for (const part of ['firestore', 'storage', 'auth']) {
    const a = before[part];
    const b = after[part];
    for (const key of Object.keys(a)) {
      if (!(key in b)) out.push(`${part} ${key}: missing`);
      else if (a[key] !== b[key]) out.push(`${part} ${key}: changed`);
    }
    for (const key of Object.keys(b)) if (!(key in a)) out.push(`${part} ${key}: extra`);
  }
  return out.sort();
}

async function call(url, { method = 'POST', body, owner = false } = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(owner ? { Authorization: 'Bearer owner' } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** Backup: the emulators' own export of Firestore, Auth and Storage into `dir` (what `--import` reads). */
export async function backup({ hosts, bucket }, dir) {
  await call(`http://${hosts.hub}/_admin/export`, { body: { path: dir, initiatedBy: 'restore-drill' } });
  // The Storage emulator's export also holds files deleted since it started (seen in npm test, after
  // other suites had uploaded and deleted files): the names the bucket lists now are the backup's files.
  if (bucket) {
    const [files] = await bucket.getFiles();
    await writeFile(path.join(dir, 'storage_export', liveFilesName), JSON.stringify(files.map((file) => file.name)));
  }
}

/** Wipe: every Firestore document, every Auth user, every Storage file. */
export async function wipe({ projectId, hosts }) {
  await call(`http://${hosts.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  await call(`http://${hosts.auth}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
  await call(`http://${hosts.storage}/internal/reset`);
}

/** Restore Firestore from the export's documents (the emulator's import, as `--import` does at start). */
async function restoreFirestore({ projectId, hosts }, dir) {
  const metadata = JSON.parse(await readFile(path.join(dir, 'firebase-export-metadata.json'), 'utf8'));
  await call(`http://${hosts.firestore}/emulator/v1/projects/${projectId}:import`, {
    body: {
      database: `projects/${projectId}/databases/(default)`,
      // The overall metadata file, as `--import` hands it to the emulator (seed_from_export).
      export_directory: path.resolve(dir, metadata.firestore.metadata_file),
    },
  });
}

/** Restore Auth from the export's accounts (the Auth API's batch create, as `firebase auth:import` does). */
async function restoreAuth({ projectId, hosts }, dir) {
  const base = `http://${hosts.auth}`;
  const config = await readFile(path.join(dir, 'auth_export', 'config.json'), 'utf8').catch(() => null);
  if (config)
    await call(`${base}/emulator/v1/projects/${projectId}/config`, { method: 'PATCH', body: config, owner: true });
  const accounts = JSON.parse(await readFile(path.join(dir, 'auth_export', 'accounts.json'), 'utf8'));
  if ((accounts.users ?? []).length)
    await call(`${base}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`, {
      body: accounts,
      owner: true,
    });
}

/** The backup's list of the files the bucket held (the export may hold deleted ones too). */
const liveFilesName = 'live-files.json';

/** Restore Storage: each exported file uploaded back with its type, headers, custom metadata and download tokens. */
async function restoreStorage({ bucket }, dir) {
  const folder = path.join(dir, 'storage_export');
  const names = await readdir(path.join(folder, 'metadata')).catch(() => []);
  const live = await readFile(path.join(folder, liveFilesName), 'utf8')
    .then((text) => new Set(JSON.parse(text)))
    .catch(() => null);
  for (const name of names.filter((file) => file.endsWith('.json'))) {
    const meta = JSON.parse(await readFile(path.join(folder, 'metadata', name), 'utf8'));
    if (live && !live.has(meta.name)) continue;
    const bytes = await readFile(path.join(folder, 'blobs', decodeURIComponent(name.slice(0, -'.json'.length))));
    const custom = { ...(meta.customMetadata ?? {}) };
    if ((meta.downloadTokens ?? []).length) custom.firebaseStorageDownloadTokens = meta.downloadTokens.join(',');
    await bucket.file(meta.name).save(bytes, {
      resumable: false,
      validation: 'md5',
      metadata: {
        contentType: meta.contentType,
        ...(meta.cacheControl ? { cacheControl: meta.cacheControl } : {}),
        ...(meta.contentDisposition ? { contentDisposition: meta.contentDisposition } : {}),
        ...(meta.contentEncoding ? { contentEncoding: meta.contentEncoding } : {}),
        ...(meta.contentLanguage ? { contentLanguage: meta.contentLanguage } : {}),
        ...(Object.keys(custom).length ? { metadata: custom } : {}),
      },
    });
  }
}

/** Restore everything from a backup made by `backup`. */
export async function restore(target, dir) {
  await restoreFirestore(target, dir);
  await restoreAuth(target, dir);
  await restoreStorage(target, dir);
}

/** Snapshots until two in a row agree (what was already running has finished), at most `rounds` times. */
async function settledSnapshot(target, rounds = 20) {
  let last = await snapshotAll(target);
  for (let round = 0; round < rounds; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const now = await snapshotAll(target);
    if (snapshotDifferences(last, now).length === 0) return now;
    last = now;
  }
  return last;
}

/**
 * The whole drill: triggers paused, a settled snapshot, back up, wipe (and snapshot the emptiness),
 * restore, snapshot again, triggers resumed.
 * @returns {Promise<{ before: Snapshot; wiped: Snapshot; after: Snapshot; differences: string[] }>}
 */
export async function runDrill(target, dir) {
  // A restore must not set the triggers off, and a trigger still writing would blur the comparison.
  const resume = await pauseBackgroundTriggers(target.hosts.hub);
  try {
    const before = await settledSnapshot(target);
    await backup(target, dir);
    await wipe(target);
    const wiped = await snapshotAll(target);
    await restore(target, dir);
    const after = await snapshotAll(target);
    return { before, wiped, after, differences: snapshotDifferences(before, after) };
  } finally {
    await resume();
  }
}
