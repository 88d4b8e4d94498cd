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

try {
  if (!projectId) throw new Error('pass --project <id> (or set GCLOUD_PROJECT)');
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
