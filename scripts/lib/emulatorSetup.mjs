// Decides how the Firebase Emulator Suite can run on this machine (docs/architecture.md#machines).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStorageRulesRuntime } from '../../tools/storage-rules-runtime/build.mjs';
import { manifestLine, storedZip } from './zip.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const projectId = 'demo-household-staff';
export const ports = { hub: 4400, hosting: 5000, functions: 5001, firestore: 8080, auth: 9099, storage: 9199 };
export const host = '127.0.0.1';

const cloudSdkFirestoreJar = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const firestoreMainClass = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

function cliCacheDir() {
  return process.env.FIREBASE_EMULATORS_PATH || path.join(homedir(), '.cache', 'firebase', 'emulators');
}

function downloadableInfo() {
  const file = path.join(root, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Builds (once) a jar whose manifest starts the Cloud SDK's Firestore emulator. */
function firestoreLauncherJar() {
  const dir = path.join(root, '.cache', 'emulators');
  const jar = path.join(dir, 'cloud-firestore-emulator-launcher.jar');
  const manifest =
    'Manifest-Version: 1.0\r\n' +
    manifestLine(`Main-Class: ${firestoreMainClass}`) +
    manifestLine(`Class-Path: file:${cloudSdkFirestoreJar}`) +
    '\r\n';
  mkdirSync(dir, { recursive: true });
  // Written aside and renamed: two emulator runs may start at once (npm test runs two), and one must
  // never start Java on the other's half-written jar.
  const partial = `${jar}.${process.pid}.tmp`;
  writeFileSync(partial, storedZip([{ name: 'META-INF/MANIFEST.MF', data: Buffer.from(manifest, 'utf8') }]));
  renameSync(partial, jar);
  return jar;
}

/**
 * @returns {{ env: NodeJS.ProcessEnv, only: string[], notes: string[], storage: boolean, ui: boolean }}
 *   the environment and the `--only` list for firebase-tools, and one line per decision taken.
 */
export function emulatorSetup({ withHosting = true, withFunctions = true } = {}) {
  const info = downloadableInfo();
  const cache = cliCacheDir();
  const env = { ...process.env };
  const notes = [];
  // npm scripts put node_modules/.bin first; do the same so the functions runtime is Node 22.
  env.PATH = `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${env.PATH ?? ''}`;
  env.GCLOUD_PROJECT = projectId;
  // How long the functions emulator waits for a function's worker to start before it drops the event
  // ("Failed to load function."): 30 s by default. A worker loads the whole functions bundle, and on a
  // busy 2-core machine (npm test runs two emulator runs beside the static checks) that took longer,
  // so a trigger's event was lost and the spec waiting for it failed.
  env.FUNCTIONS_DISCOVERY_TIMEOUT ??= '120';
  // The emulators' Java (Firestore, the Storage rules runtime) with the quick compiler only and one
  // garbage-collector thread: an emulator run is minutes of short requests, and the optimising compiler's
  // and the parallel collector's threads took the CPU the tests wanted (decision 044: the Firestore
  // emulator's CPU halved; a warm npm test 2,491 to 2,131 CPU-s). JAVA_TOOL_OPTIONS="" gives the JVM's
  // defaults back; each Java start prints "Picked up JAVA_TOOL_OPTIONS".
  env.JAVA_TOOL_OPTIONS ??= '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';
  // Each time firebase-tools reads the functions (at the start, and at every trigger reload: the restore
  // drill, a bench's paused writes) it runs `npm show firebase-functions` for an "outdated SDK" warning.
  // Without a network (a network namespace: npm test's second lane, docs/HELPERS.md) npm waited out the
  // 10 s timeout firebase-tools gives it, each time (an emulator start in a namespace 32 s against 22-27 s,
  // a trigger reload 15 s against 5). Offline, npm answers from its cache or fails at once.
  env.npm_config_offline ??= 'true';

  const cliFirestoreJar = path.join(cache, info.firestore.downloadPathRelativeToCacheDir);
  if (!env.FIRESTORE_EMULATOR_BINARY_PATH && !existsSync(cliFirestoreJar) && existsSync(cloudSdkFirestoreJar)) {
    env.FIRESTORE_EMULATOR_BINARY_PATH = firestoreLauncherJar();
    notes.push(`Firestore: using the Cloud SDK emulator (${cloudSdkFirestoreJar}).`);
  }

  const storageJar = path.join(cache, info.storage.downloadPathRelativeToCacheDir);
  if (!env.STORAGE_EMULATOR_BINARY_PATH && !existsSync(storageJar) && existsSync(cloudSdkFirestoreJar)) {
    // The project's own rules runtime stand-in (tools/storage-rules-runtime, decision 005).
    try {
      env.STORAGE_EMULATOR_BINARY_PATH = buildStorageRulesRuntime({
        sdkJar: cloudSdkFirestoreJar,
        cacheDir: path.join(root, '.cache', 'emulators'),
      });
      notes.push(`Storage: using the project's rules runtime stand-in built against ${cloudSdkFirestoreJar}.`);
    } catch (error) {
      notes.push(
        `Storage: the rules runtime stand-in could not be built (${error instanceof Error ? error.message.trim() : error}).`,
      );
    }
  }
  const storage = Boolean(env.STORAGE_EMULATOR_BINARY_PATH) || existsSync(storageJar);
  if (!storage) {
    notes.push(
      `Storage emulator OFF: its rules runtime (${path.basename(storageJar)}) is not in ${cache} and cannot be downloaded offline, and the Cloud SDK jar the stand-in needs (${cloudSdkFirestoreJar}) is missing; uploads will fail with an error message.`,
    );
  }

  const uiZip = path.join(cache, info.ui.main.downloadPathRelativeToCacheDir);
  const ui = existsSync(uiZip) || existsSync(path.join(cache, `ui-v${info.ui.main.version}`));

  const only = ['auth', 'firestore'];
  if (withFunctions) only.push('functions');
  if (withHosting) only.push('hosting');
  if (storage) only.push('storage');
  return { env, only, notes, storage, ui };
}

/** Writes a firebase.json copy with the Emulator UI switched on, for machines that have it cached. */
export function configWithUi() {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  config.emulators.ui = { enabled: true, host, port: 4000 };
  // Kept beside firebase.json: firebase-tools resolves every relative path from the config's folder.
  const file = path.join(root, '.firebase.ui.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}
