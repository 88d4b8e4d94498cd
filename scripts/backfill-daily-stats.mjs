#!/usr/bin/env node
// Backfill for the cockpit (issue 28): the staff search's normalised nameKey on every worker that lacks
// it, and the dashboard's daily statistics (dailyStats/{day}) from the requests and
// contact messages that exist: for a project that had data before the statistics triggers were
// deployed, or to repair them. Replaces each day document that the data implies (days with no data
// are left alone); run it in a quiet moment, right after deploying the functions. Safe to run again.
// Target: the emulators when FIRESTORE_EMULATOR_HOST is set, else a real project with application
// default credentials. Usage: node scripts/backfill-daily-stats.mjs [--project <id>]
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { adminApp } from './lib/adminApp.mjs';
import { importTs } from './lib/importTs.mjs';

try {
  const { rebuildDailyStats } = await importTs('functions/src/stats/daily/rebuildDailyStats.ts');
  const { fillStaffNameKeys } = await importTs('functions/src/staffSearch/fillNameKeys.ts');
  const { app, target } = adminApp(process.argv.slice(2), 'firestore');
  const keys = await fillStaffNameKeys(getFirestore(app));
  console.log(`Search keys written for ${keys} worker(s) in ${target}.`);
  const days = await rebuildDailyStats(getFirestore(app), Timestamp.now());
  console.log(
    days.length === 0
      ? `No requests or messages in ${target}: nothing to backfill.`
      : `Backfilled ${days.length} day(s) of statistics in ${target}: ${days[0]} to ${days.at(-1)}.`,
  );
  process.exit(0);
} catch (error) {
  console.error(`Backfill failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
