#!/usr/bin/env node
// Upgrade step (issue 34, docs/decisions/025-request-journey.md): requests stored before the journeys get
// their stage codes (`closed` becomes `completed`; a transfer request's contract/visa/arrived/closed become
// transferFiled/familyPaid/handover/transferred), `journey` and `country` from the first requested worker,
// and `stageDates` from their history. `history`, the tracking code (the document id) and updatedAt stay as
// they were. Idempotent: a migrated request is left alone (model/src/journeyMigration.ts).
//
// Dry run by default (prints what it would do); `--apply` writes.
// Target: the emulators when FIRESTORE_EMULATOR_HOST is set (project demo-household-staff unless
// GCLOUD_PROJECT or --project says otherwise), else a real project with application default
// credentials (`gcloud auth application-default login`, then --project <id>).
// Usage: node scripts/migrate-request-journey.mjs [--project <id>] [--apply]
import { getFirestore, Timestamp } from 'firebase-admin/firestore';

import { adminApp } from './lib/adminApp.mjs';
import { importTs } from './lib/importTs.mjs';

const apply = process.argv.includes('--apply');
const isTime = (value) => value instanceof Timestamp;

function describe(path, plan) {
  const parts = Object.entries(plan.set).map(([field, value]) =>
    field === 'stageDates' ? `stageDates = ${Object.keys(value).join(', ') || '(none)'}` : `${field} = ${value}`,
  );
  return `  ${path}: ${parts.join('; ')}`;
}

try {
  const { planJourneyMigration, isEmptyJourneyMigration } = await importTs('model/src/journeyMigration.ts');
  const { app, target } = adminApp(process.argv.slice(2), 'firestore');
  const db = getFirestore(app);

  const workers = new Map();
  for (const doc of (await db.collection('staff').select('refCode', 'type', 'country').get()).docs)
    workers.set(doc.get('refCode'), { type: doc.get('type'), country: doc.get('country') });

  const changes = [];
  for (const doc of (await db.collection('requests').get()).docs) {
    const data = doc.data();
    const first = Array.isArray(data.refCodes) ? data.refCodes[0] : undefined;
    const plan = planJourneyMigration(data, workers.get(first) ?? null, isTime);
    if (!isEmptyJourneyMigration(plan)) changes.push({ ref: doc.ref, plan });
  }

  if (changes.length === 0) {
    console.log(`Request journeys: nothing to migrate in ${target}.`);
  } else {
    console.log(`Request journeys: ${changes.length} request(s) ${apply ? 'migrated' : 'to migrate'} in ${target}:`);
    for (const { ref, plan } of changes) console.log(describe(ref.path, plan));
    if (apply) {
      const writer = db.bulkWriter();
      for (const { ref, plan } of changes) void writer.update(ref, plan.set);
      await writer.close();
    } else {
      console.log('Dry run: nothing written. Run again with --apply to write.');
    }
  }
} catch (error) {
  console.error(`Request journeys: stopped (${error instanceof Error ? error.message : String(error)}).`);
  process.exitCode = 1;
}
