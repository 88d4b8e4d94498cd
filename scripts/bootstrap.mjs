#!/usr/bin/env node
// npm run bootstrap: fills the defaults a new project needs: every content item of every section
// in both languages, settings/site with neutral values (no contact data: the admin enters the
// office's own), the default page images and Arabic as the default language, and the dashboard
// counters counted from what the project holds (a new office sees zeros, not "not computed yet").
// Create-if-absent per document and per field, in one
// transaction: safe to run any number of times, and never overwrites what the admin changed
// (a removed image stays removed, an edited text stays edited). Prints what it wrote.
// Target: the emulators when FIRESTORE_EMULATOR_HOST is set (project demo-household-staff unless
// GCLOUD_PROJECT or --project says otherwise), else a real project with application default
// credentials (`gcloud auth application-default login`, then --project <id>).
// Usage: node scripts/bootstrap.mjs [--project <id>]
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

import { adminApp } from './lib/adminApp.mjs';
import { importTs } from './lib/importTs.mjs';
import { describePlan, planBootstrap, siteDefaultsOf } from './lib/bootstrapPlan.mjs';

/**
 * Creates `stats/dashboard` when it is absent, counted with the same count queries as the functions'
 * recompute (`counterQuery`, functions/src/stats/recomputeDashboard.ts), in one read-only snapshot; its
 * `updatedAt` is that snapshot's read time, so the triggers' next recompute replaces it as usual. A
 * document that exists (the triggers keep it) is left alone. Returns whether it wrote.
 */
async function createDashboardCounts(db, { dashboardCounterNames: names, dashboardCounters: counters, counterQuery }) {
  const ref = db.doc('stats/dashboard');
  if ((await ref.get()).exists) return false;
  const { counts, readTime } = await db.runTransaction(
    async (transaction) => {
      const results = await Promise.all(
        names.map(async (name) => {
          const query = counterQuery(db.collection(counters[name].collection), counters[name]);
          const snapshot = await transaction.get(query.count());
          return [name, snapshot.data().count, snapshot.readTime];
        }),
      );
      return { counts: Object.fromEntries(results.map(([name, count]) => [name, count])), readTime: results[0][2] };
    },
    { readOnly: true },
  );
  try {
    await ref.create({ ...counts, updatedAt: readTime });
    return true;
  } catch (error) {
    // A trigger's recompute created it meanwhile: its counts are as good.
    if (error?.code === 6) return false; // ALREADY_EXISTS
    throw error;
  }
}

try {
  const { contentDefaults } = await importTs('model/src/contentDefaults.ts');
  const { siteSettingKeys } = await importTs('model/src/settings.ts');
  const { defaultPageImages } = await importTs('functions/src/settings/defaultImages.ts');
  const dashboard = await importTs('functions/src/stats/dashboardStats.ts');
  const siteDefaults = siteDefaultsOf(siteSettingKeys, defaultPageImages);

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
  if (await createDashboardCounts(db, dashboard)) written.push('stats/dashboard: counted');
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
