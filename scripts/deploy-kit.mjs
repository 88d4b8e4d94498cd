#!/usr/bin/env node
// npm run deploy-kit -- --project <id> [--apply]: deploys the repository to a real project the way an
// office needs it, start to end (scripts/lib/deployKitPlan.mjs): `firebase deploy` (its predeploy builds
// for production and refuses an emulator bundle), point-in-time recovery, a daily backup kept 7 days (the
// privacy notice says so), the time-to-live policies of firestore.indexes.json, then check-deploy.
// Needs the Firebase CLI signed in (npx firebase login) and gcloud (gcloud auth login) on the project.
// Dry run by default: prints the commands; --apply runs them, stopping at the first that fails.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { argValue } from './lib/adminApp.mjs';
import { deployKitPlan } from './lib/deployKitPlan.mjs';
import { importTs } from './lib/importTs.mjs';
import { writeRewrites, writeSetting } from './functions-region.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apply = process.argv.includes('--apply');
const projectId = argValue(process.argv, 'project') || process.env.GCLOUD_PROJECT;

/** The existing backup schedules (null when gcloud cannot tell: the plan then creates one). */
function backupSchedules() {
  const run = spawnSync(
    'gcloud',
    ['firestore', 'backups', 'schedules', 'list', '--database=(default)', `--project=${projectId}`, '--format=json'],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) return null;
  try {
    return JSON.parse(run.stdout);
  } catch {
    return null;
  }
}

/** The project's Firestore location (e.g. me-central2), or null when gcloud cannot tell. */
function firestoreLocation() {
  const run = spawnSync(
    'gcloud',
    ['firestore', 'databases', 'describe', '--database=(default)', `--project=${projectId}`, '--format=json'],
    { encoding: 'utf8' },
  );
  try {
    return run.status === 0 ? (JSON.parse(run.stdout).locationId ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * The functions region follows the Firestore location where functions are offered there (issue 39: personal
 * data processed where it is stored); --apply writes it into the one setting and firebase.json's rewrites
 * before the deploy builds. Functions already deployed in another region are then new ones; firebase deploy
 * offers to delete the old ones.
 */
async function settleRegion() {
  const model = await importTs('model/src/functionsRegion.ts');
  const location = firestoreLocation();
  if (!location) {
    console.log(`Functions region: ${model.functionsRegion} (the Firestore location could not be read with gcloud).`);
    return;
  }
  const wanted = model.functionsRegionFor(location);
  console.log(`Functions region: ${wanted.note}.`);
  if (!wanted.region || wanted.region === model.functionsRegion) return;
  if (apply) {
    writeSetting(wanted.region);
    writeRewrites(wanted.region);
    console.log(`  set to ${wanted.region} in model/src/functionsRegion.ts and firebase.json (commit both).`);
  } else console.log(`  --apply sets it (node scripts/functions-region.mjs --set ${wanted.region}).`);
}

try {
  if (!projectId) throw new Error('pass --project <id> (or set GCLOUD_PROJECT)');
  await settleRegion();
  const indexesFile = JSON.parse(readFileSync(path.join(root, 'firestore.indexes.json'), 'utf8'));
  const steps = deployKitPlan({ projectId, indexesFile, schedules: apply ? backupSchedules() : null });
  console.log(`Deploy kit for project ${projectId}${apply ? '' : ' (dry run: add --apply to run)'}:`);
  for (const [index, step] of steps.entries()) {
    console.log(`\n${index + 1}. ${step.what}\n   ${step.command.join(' ')}`);
    if (!apply) continue;
    const run = spawnSync(step.command[0], step.command.slice(1), { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`step ${index + 1} failed (exit ${run.status ?? run.error?.message})`);
  }
} catch (error) {
  console.error(`Deploy kit: stopped (${error instanceof Error ? error.message : String(error)}).`);
  process.exitCode = 1;
}
