#!/usr/bin/env node
// npm run check-deploy: tells what a project still lacks before the office can use it.
//   - an administrator (a user with the admin: true claim; npm run create-admin)
//   - settings/site and the settings a live site needs (WhatsApp number, licence number, ...)
//   - every content item (npm run bootstrap)
//   - the composite indexes of firestore.indexes.json deployed (firebase deploy --only firestore:indexes)
//   - WEB_API_KEY for the admin's password change (functions/.env.<project-id>)
//   - the local build is a production one (scripts/check-bundle.mjs, also the deploy's predeploy)
//   - the functions region: one setting used by the functions and firebase.json's rewrites, and (on a real
//     project) the region of the Firestore location where functions are offered there
// Against the emulators when FIRESTORE_EMULATOR_HOST is set (the Auth emulator on the same host,
// port 9099, unless FIREBASE_AUTH_EMULATOR_HOST says otherwise), else a real project with
// application default credentials: node scripts/check-deploy.mjs --project <id>.
// Exit code 0 when nothing is missing, 1 otherwise. Reads only; writes nothing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

import { adminApp } from './lib/adminApp.mjs';
import { spawnSync } from 'node:child_process';
import { importTs } from './lib/importTs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const emulated = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
if (emulated && !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${process.env.FIRESTORE_EMULATOR_HOST.split(':')[0]}:9099`;
}

const results = [];
const report = (ok, what, fix) => results.push({ ok, what, fix });

async function checkAdmin(auth) {
  let pageToken;
  do {
    const page = await auth.listUsers(1000, pageToken);
    const admin = page.users.find((user) => user.customClaims?.admin === true && !user.disabled);
    if (admin) return report(true, `administrator: ${admin.email ?? admin.uid}`);
    pageToken = page.pageToken;
  } while (pageToken);
  report(
    false,
    'no administrator (no enabled user with the admin claim)',
    'npm run create-admin -- --project <id> --email <address>',
  );
}

async function checkSettings(db) {
  const { missingSetup } = await importTs('web/src/admin/dashboard/setupChecklist.ts');
  const site = await db.doc('settings/site').get();
  if (!site.exists)
    return report(false, 'settings/site does not exist', 'npm run bootstrap, then fill Settings in the admin portal');
  const missing = missingSetup(site.data());
  if (missing.length === 0) report(true, 'settings/site: every setting a live site needs is set');
  else
    report(
      false,
      `settings/site: not set yet: ${missing.join(', ')}`,
      'admin portal > Settings (the dashboard lists the same)',
    );
}

async function checkContent(db) {
  const { contentDefaults } = await importTs('model/src/contentDefaults.ts');
  const refs = contentDefaults.map((item) => db.doc(`content/${item.section}_${item.fieldKey}`));
  const snapshots = await db.getAll(...refs);
  const missing = snapshots.filter((snapshot) => !snapshot.exists).map((snapshot) => snapshot.id);
  if (missing.length === 0) report(true, `content: all ${contentDefaults.length} items exist`);
  else
    report(
      false,
      `content: ${missing.length} of ${contentDefaults.length} items missing (e.g. ${missing.slice(0, 3).join(', ')})`,
      'npm run bootstrap',
    );
}

/** Each composite index is probed by a query that needs exactly it: FAILED_PRECONDITION means not deployed (or still building). */
async function checkIndexes(db) {
  if (emulated) return report(true, 'indexes: the emulator needs none (checked against a real project only)');
  const { indexes } = JSON.parse(readFileSync(path.join(root, 'firestore.indexes.json'), 'utf8'));
  const missing = [];
  for (const index of indexes) {
    let query = db.collection(index.collectionGroup);
    for (const field of index.fields) {
      if (field.arrayConfig) query = query.where(field.fieldPath, 'array-contains', '__check-deploy__');
      else query = query.orderBy(field.fieldPath, field.order === 'DESCENDING' ? 'desc' : 'asc');
    }
    try {
      await query.limit(1).get();
    } catch (error) {
      if (error?.code === 9)
        missing.push(`${index.collectionGroup}(${index.fields.map((field) => field.fieldPath).join(', ')})`);
      else throw error;
    }
  }
  if (missing.length === 0) report(true, `indexes: all ${indexes.length} composite indexes answer`);
  else
    report(
      false,
      `indexes: ${missing.length} not deployed or still building: ${missing.join('; ')}`,
      'firebase deploy --only firestore:indexes --project <id>',
    );
}

function checkWebApiKey(projectId) {
  if (emulated) return report(true, 'WEB_API_KEY: not needed on the emulator');
  const file = path.join(root, 'functions', `.env.${projectId}`);
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (/^WEB_API_KEY=\S+/m.test(text)) report(true, `WEB_API_KEY: set in functions/.env.${projectId}`);
  else
    report(
      false,
      `WEB_API_KEY: missing in functions/.env.${projectId} (the admin cannot change the password)`,
      'see docs/deploy-functions.md, then deploy functions',
    );
}

/** The bundle `firebase deploy` would upload (real projects only; the emulators run the emulator build). */
function checkBundle() {
  if (emulated) return report(true, 'bundle: the emulators run the emulator build');
  const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'check-bundle.mjs')], { encoding: 'utf8' });
  if (run.status === 0) report(true, 'bundle: web/dist and functions/ssr are a production build');
  else
    report(
      false,
      `bundle: not a production build:${(run.stderr || run.stdout).split('\n').slice(1).join(' ').replace(/\s+/g, ' ')}`,
      'npm run build:prod -w web (firebase deploy runs it too)',
    );
}

/**
 * The functions region (model/src/functionsRegion.ts, one setting): firebase.json's rewrites must use it,
 * and on a real project it should be the region of the Firestore location (personal data processed where
 * it is stored) wherever functions are offered there.
 */
async function checkRegion(projectId) {
  const model = await importTs('model/src/functionsRegion.ts');
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const mismatches = model.rewriteRegionMismatches(config.hosting, model.functionsRegion);
  if (mismatches.length > 0)
    report(
      false,
      `functions region ${model.functionsRegion}, but firebase.json: ${mismatches.join('; ')}`,
      'node scripts/functions-region.mjs --write',
    );
  else report(true, `functions region: ${model.functionsRegion} (functions and Hosting rewrites)`);
  if (emulated) return;
  const described = spawnSync(
    'gcloud',
    ['firestore', 'databases', 'describe', '--database=(default)', `--project=${projectId}`, '--format=json'],
    { encoding: 'utf8' },
  );
  const location = described.status === 0 ? JSON.parse(described.stdout).locationId : null;
  if (!location) return report(false, 'Firestore location: could not be read (gcloud)', 'gcloud auth login');
  const wanted = model.functionsRegionFor(location);
  if (wanted.region === model.functionsRegion) report(true, `functions region: ${wanted.note}`);
  else
    report(
      false,
      wanted.region
        ? `functions region ${model.functionsRegion} differs from Firestore's ${location}: ${wanted.note}`
        : wanted.note,
      wanted.region ? `node scripts/functions-region.mjs --set ${wanted.region}, then deploy the functions` : undefined,
    );
}

try {
  const { app, projectId, target } = adminApp(process.argv.slice(2), 'firestore');
  const db = getFirestore(app);
  await checkAdmin(getAuth(app));
  await checkSettings(db);
  await checkContent(db);
  await checkIndexes(db);
  checkWebApiKey(projectId);
  await checkRegion(projectId);
  checkBundle();
  console.log(`Deployment check of ${target}:`);
  for (const { ok, what, fix } of results)
    console.log(`  ${ok ? 'ok     ' : 'MISSING'}  ${what}${fix ? `\n           fix: ${fix}` : ''}`);
  if (!emulated) console.log('  (not checked: the Storage bucket CORS; apply cors.json as the README says)');
  const missing = results.filter((result) => !result.ok).length;
  console.log(missing === 0 ? 'Nothing missing.' : `${missing} thing(s) missing.`);
  process.exitCode = missing === 0 ? 0 : 1;
} catch (error) {
  console.error(`Deployment check failed to run (${error instanceof Error ? error.message : String(error)}).`);
  process.exitCode = 2;
}
