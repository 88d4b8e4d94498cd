#!/usr/bin/env node
// Upgrade step (docs/architecture.md#trust-rules): staff documents used to store Storage download URLs
// (`photoUrl`, `cvUrl`) whose token bypasses storage.rules. This turns them into object paths
// (`photoPath` inside staff-photos/, `cvPath` inside cvs/, parsed out of the URL) and deletes the URL
// fields, in `staff/{id}` and in trashed staff (`trash/staff_{id}`, field `data`). A URL that is not a
// Storage object inside its folder (another host, a file shipped with the site, another folder) is
// dropped and listed. Idempotent: a migrated document is left alone. Nothing else is changed
// (updatedAt stays as it was).
//
// Dry run by default (prints what it would do); `--apply` writes.
// Target: the emulators when FIRESTORE_EMULATOR_HOST is set (project demo-household-staff unless
// GCLOUD_PROJECT or --project says otherwise), else a real project with application default
// credentials (`gcloud auth application-default login`, then --project <id>).
// Usage: node scripts/migrate-staff-files.mjs [--project <id>] [--apply]
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

import { adminApp, argValue } from './lib/adminApp.mjs';
import { importTs } from './lib/importTs.mjs';

const apply = process.argv.includes('--apply');

/** The update for one plan (`prefix` 'data.' for a trash entry), or null when there is nothing to do. */
function updateOf(plan, prefix, isEmpty) {
  if (isEmpty(plan)) return null;
  const update = {};
  for (const [field, value] of Object.entries(plan.set)) update[`${prefix}${field}`] = value;
  for (const field of plan.remove) update[`${prefix}${field}`] = FieldValue.delete();
  return update;
}

function describe(path, plan) {
  const parts = [
    ...Object.entries(plan.set).map(([field, value]) => `${field} = ${value === null ? 'null' : value}`),
    ...plan.remove.map((field) => `remove ${field}`),
    ...plan.dropped.map(
      ({ field, reason }) =>
        `dropped ${field} (${reason === 'outside-folder' ? 'outside its folder' : 'not a Storage file'})`,
    ),
  ];
  return `  ${path}: ${parts.join('; ')}`;
}

try {
  const { planStaffFileMigration, isEmptyStaffFileMigration, projectBuckets } = await importTs('model/src/staff.ts');
  const { app, projectId, target } = adminApp(process.argv.slice(2), 'firestore');
  // Only URLs of the project's own default bucket (--bucket <name> for another one of its buckets).
  const buckets = [...projectBuckets(projectId), argValue(process.argv, 'bucket')].filter(Boolean);
  const db = getFirestore(app);

  const changes = [];
  for (const doc of (await db.collection('staff').get()).docs) {
    const plan = planStaffFileMigration(doc.data(), buckets);
    const update = updateOf(plan, '', isEmptyStaffFileMigration);
    if (update) changes.push({ ref: doc.ref, plan, update });
  }
  for (const doc of (await db.collection('trash').where('collection', '==', 'staff').get()).docs) {
    const data = doc.get('data');
    if (!data || typeof data !== 'object') continue;
    const plan = planStaffFileMigration(data, buckets);
    const update = updateOf(plan, 'data.', isEmptyStaffFileMigration);
    if (update) changes.push({ ref: doc.ref, plan, update });
  }

  if (changes.length === 0) {
    console.log(`Staff files: nothing to migrate in ${target}.`);
  } else {
    console.log(`Staff files: ${changes.length} document(s) ${apply ? 'migrated' : 'to migrate'} in ${target}:`);
    for (const { ref, plan } of changes) console.log(describe(ref.path, plan));
    if (apply) {
      const writer = db.bulkWriter();
      for (const { ref, update } of changes) void writer.update(ref, update);
      await writer.close();
    } else {
      console.log('Dry run: nothing was written. Run again with --apply to write.');
    }
  }
} catch (error) {
  console.error(`Staff files: not migrated (${error instanceof Error ? error.message : String(error)}).`);
  process.exitCode = 1;
}
