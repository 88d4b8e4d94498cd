#!/usr/bin/env node
// Backfill of the public staff view (issue 27, docs/decisions/021-public-staff-view.md): writes
// publicStaff/{id} for every publishable worker and deletes the views of the others, as the
// onStaffPublicView trigger and the daily refreshPublicStaff would. For a project that had workers before
// the view existed; the deploy kit runs it after deploying. Safe to run again (writes only what changed).
// Target: the emulators when FIRESTORE_EMULATOR_HOST is set, else a real project with application
// default credentials. Usage: node scripts/backfill-public-staff.mjs [--project <id>]
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/adminApp.mjs';
import { importTs } from './lib/importTs.mjs';

try {
  const { syncAllPublicStaff } = await importTs('functions/src/publicStaff/syncPublicStaff.ts');
  const { app, target } = adminApp(process.argv.slice(2), 'firestore');
  const { set, deleted } = await syncAllPublicStaff(getFirestore(app), new Date());
  console.log(`Public staff view in ${target}: ${set} written, ${deleted} removed.`);
  process.exit(0);
} catch (error) {
  console.error(`Backfill failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
