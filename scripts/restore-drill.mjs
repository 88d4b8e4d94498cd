#!/usr/bin/env node
// The backup / wipe / restore drill against the RUNNING emulators (issue 39; scripts/lib/restoreDrill.mjs):
//   node scripts/emulators.mjs exec "node scripts/restore-drill.mjs" --import ./emulator-data --no-hosting
// Backs up Firestore, Auth and Storage with the emulators' export, wipes all three, restores from that
// backup and compares every document, file and user before and after. Exit code 1 when anything differs
// or the wipe left something. `--keep DIR` keeps the backup in DIR. npm test runs the same drill
// (tests/functions/restoreDrill.test.ts); the README's "Backups and a restore" gives production's steps.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { argValue } from './lib/adminApp.mjs';
import { countsOf, defaultDrillHosts, runDrill } from './lib/restoreDrill.mjs';

const projectId = argValue(process.argv, 'project') || process.env.GCLOUD_PROJECT || 'demo-household-staff';
if (!projectId.startsWith('demo-')) {
  console.error(
    `restore-drill: ${projectId} is not a demo project; the drill wipes data and runs on the emulators only.`,
  );
  process.exit(2);
}
process.env.FIRESTORE_EMULATOR_HOST ??= defaultDrillHosts.firestore;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= defaultDrillHosts.auth;
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= defaultDrillHosts.storage;
process.env.METADATA_SERVER_DETECTION ??= 'none';

const app = initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` }, 'restore-drill');
const keep = argValue(process.argv, 'keep');
const dir = keep ? path.resolve(keep) : path.join(mkdtempSync(path.join(tmpdir(), 'restore-drill-')), 'backup');
const target = {
  projectId,
  hosts: defaultDrillHosts,
  db: getFirestore(app),
  auth: getAuth(app),
  bucket: getStorage(app).bucket(),
};

const { before, wiped, after, differences } = await runDrill(target, dir);
const wipedCounts = countsOf(wiped);
console.log(`restore-drill: before ${JSON.stringify(countsOf(before))}`);
console.log(`restore-drill: after the wipe ${JSON.stringify(wipedCounts)}`);
console.log(`restore-drill: after the restore ${JSON.stringify(countsOf(after))}`);
for (const line of differences.slice(0, 50)) console.log(`  differs: ${line}`);
if (!keep) rmSync(path.dirname(dir), { recursive: true, force: true });
const leftOver = wipedCounts.documents + wipedCounts.files + wipedCounts.users;
if (leftOver > 0) console.error('restore-drill: the wipe left data behind');
if (differences.length > 0) console.error(`restore-drill: ${differences.length} differences`);
else if (leftOver === 0) console.log('restore-drill: everything came back identical');
process.exitCode = differences.length > 0 || leftOver > 0 ? 1 : 0;
