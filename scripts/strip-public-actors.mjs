#!/usr/bin/env node
// Issue 39 (docs/decisions/027-trust-round-four.md): removes the admin's uid (`updatedBy`) from documents
// visitors can read (content, reviews, media, countryCosts, settings/site) and from trashed reviews and
// media, for a project that stored them before auditStamps. Dry run by default (lists what it would
// change); `--apply` changes it. Safe to run again; the deploy kit runs it with --apply.
// Target: the emulators when FIRESTORE_EMULATOR_HOST is set, else a real project with application
// default credentials. Usage: node scripts/strip-public-actors.mjs [--project <id>] [--apply]
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/adminApp.mjs';
import { importTs } from './lib/importTs.mjs';

try {
  const { stripPublicActors } = await importTs('functions/src/audit/stripPublicActors.ts');
  const argv = process.argv.slice(2);
  const apply = argv.includes('--apply');
  const { app, target } = adminApp(argv, 'firestore');
  const paths = await stripPublicActors(getFirestore(app), { apply });
  for (const path of paths) console.log(`  ${path}`);
  console.log(`${apply ? 'Removed' : 'Would remove'} updatedBy from ${paths.length} documents in ${target}.`);
  process.exit(0);
} catch (error) {
  console.error(`strip-public-actors failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
