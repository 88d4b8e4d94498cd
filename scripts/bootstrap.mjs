#!/usr/bin/env node
// npm run bootstrap: fills the defaults a new project needs: every content item of every section
// in both languages, settings/site with neutral values (no contact data: the admin enters the
// office's own) and the default page images. Create-if-absent per document and per field, in one
// transaction: safe to run any number of times, and never overwrites what the admin changed
// (a removed image stays removed, an edited text stays edited). Prints what it wrote.
// Target: the emulators when FIRESTORE_EMULATOR_HOST is set (project demo-household-staff unless
// GCLOUD_PROJECT or --project says otherwise), else a real project with application default
// credentials (`gcloud auth application-default login`, then --project <id>).
// Usage: node scripts/bootstrap.mjs [--project <id>]
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

import { adminApp } from './lib/adminApp.mjs';
import { importTs } from './lib/importTs.mjs';
import { describePlan, planBootstrap } from './lib/bootstrapPlan.mjs';

try {
  const { contentDefaults } = await importTs('model/src/contentDefaults.ts');
  const { siteSettingKeys } = await importTs('model/src/settings.ts');
  const { defaultPageImages } = await importTs('functions/src/settings/defaultImages.ts');
  const siteDefaults = { ...Object.fromEntries(siteSettingKeys.map((key) => [key, null])), ...defaultPageImages };

  const { app, target } = adminApp(process.argv.slice(2), 'firestore');
  const db = getFirestore(app);
  const siteRef = db.doc('settings/site');
  const contentRefs = contentDefaults.map((item) => db.doc(`content/${item.section}_${item.fieldKey}`));

  const plan = await db.runTransaction(async (transaction) => {
    const [site, ...contents] = await transaction.getAll(siteRef, ...contentRefs);
    const existingContent = new Map(
      contents.filter((snapshot) => snapshot.exists).map((snapshot) => [snapshot.id, snapshot.data()]),
    );
    const decided = planBootstrap({
      contentDefaults,
      existingContent,
      siteDefaults,
      existingSite: site.exists ? site.data() : undefined,
    });
    const now = FieldValue.serverTimestamp();
    for (const entry of decided.content) {
      const ref = db.doc(`content/${entry.id}`);
      if (entry.create) transaction.create(ref, { ...entry.fields, updatedAt: now });
      else transaction.set(ref, { ...entry.fields, updatedAt: now }, { merge: true });
    }
    if (Object.keys(decided.site).length > 0)
      transaction.set(siteRef, { ...decided.site, updatedAt: now }, { merge: true });
    return decided;
  });

  const written = describePlan(plan);
  if (written.length === 0) {
    console.log(`Bootstrap: nothing to do, every default is already in ${target}.`);
  } else {
    console.log(`Bootstrap: wrote ${written.length} document(s) in ${target}:`);
    for (const line of written) console.log(`  ${line}`);
  }
} catch (error) {
  console.error(`Bootstrap: not applied (${error instanceof Error ? error.message : String(error)}).`);
  process.exitCode = 1;
}
