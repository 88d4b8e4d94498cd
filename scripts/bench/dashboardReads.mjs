#!/usr/bin/env node
// The dashboard's twelve weeks (issue 28): how many documents the cockpit reads, with a year of daily
// statistics and thousands of requests and messages behind them, against what reading the collections
// would cost. The queries are the dashboard's own shapes (web/src/admin/dashboard/api/cockpitApi.ts:
// dailyStats from the window's first day to its last, ordered by day, limit 84; requests still `new`
// created before 24 hours ago, oldest first, limit 10), run here with the Admin SDK, and the window is
// the dashboard's own (cockpitWindow). Plus stats/dashboard (1) and the unread notifications (at most 20).
//
// Runs in an emulator run of its own (Firestore and Auth from ./emulator-data; no Functions, no export),
// so the synthetic documents vanish with it.
//   node scripts/bench/dashboardReads.mjs   (takes the emulator lock; writes bench-results/dashboard-reads.{json,md})
//   scripts/bench.mjs calls runDashboardReadsBench() after its own run, under its lock.
// Options: BENCH_DASHBOARD_REQUESTS=N (default 3000; as many messages).
import { writeFileSync } from 'node:fs';
import { benchInOwnRun, benchMain } from './ownRun.mjs';

const defaultRequests = 3000;
const notificationLimit = 20; // web/src/admin/dashboard/api/dashboardApi.ts

/** Outside the emulators: starts the run, writes and prints the results. Resolves with them (or null). */
export async function runDashboardReadsBench({
  requests = Number(process.env.BENCH_DASHBOARD_REQUESTS ?? defaultRequests),
} = {}) {
  console.log(
    `\n=== Dashboard: documents read for twelve weeks (${requests} requests and messages; own emulator run) ===`,
  );
  return benchInOwnRun({
    name: 'dashboard-reads',
    label: 'dashboard bench',
    script: 'scripts/bench/dashboardReads.mjs',
    outEnv: 'BENCH_DASHBOARD_OUT',
    extraEnv: { BENCH_DASHBOARD_REQUESTS: String(requests) },
    emulators: { withFunctions: false, withHosting: false },
    markdown: dashboardMarkdown,
  });
}

export function dashboardMarkdown(r) {
  return [
    '## Dashboard: documents read for twelve weeks',
    '',
    `Window ${r.window.from} to ${r.window.until} (${r.window.days} days); behind it: ${r.statsDays} days of statistics, ${r.requests} requests (${r.staleNew} still new after 24 h), ${r.messages} messages.`,
    '',
    '| read | documents |',
    '|---|---|',
    `| dailyStats (twelve weeks) | ${r.reads.dailyStats} |`,
    `| requests still new after 24 h (limit 10) | ${r.reads.staleRequests} |`,
    `| stats/dashboard counters | ${r.reads.counters} |`,
    `| unread notifications (limit ${notificationLimit}) | at most ${notificationLimit} |`,
    `| **total** | **${r.reads.total} + at most ${notificationLimit}** |`,
    `| reading the collections instead | ${r.naiveReads} |`,
    '',
    `The two cockpit queries answered in ${r.queryMs} ms.`,
  ].join('\n');
}

/** Inside the emulators: writes the synthetic data, runs the dashboard's queries, writes BENCH_DASHBOARD_OUT. */
async function inside() {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const { importTs } = await import('../lib/importTs.mjs');
  const { cockpitWindow, staleCutoff } = await importTs('web/src/admin/dashboard/cockpit/cockpitWindow.ts');
  const { addDays, officeDayKey } = await importTs('model/src/dailyStats.ts');
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-household-staff' });
  const db = getFirestore(app);
  const count = Number(process.env.BENCH_DASHBOARD_REQUESTS ?? defaultRequests);
  const now = new Date();
  const today = officeDayKey(now);

  // A year of day documents, and `count` requests and messages spread over it (a tenth still new).
  const writer = db.bulkWriter();
  const statsDays = 365;
  for (let i = 0; i < statsDays; i += 1) {
    const day = addDays(today, -i);
    void writer.set(db.doc(`dailyStats/${day}`), {
      day,
      requests: 8,
      messages: 8,
      stages: { contacted: 6, contract: 3, visa: 2, arrived: 1 },
      contactMinutes: { [`bench-${i}-a`]: 90 + i, [`bench-${i}-b`]: 300 },
      workers: { 'MD-0001': 2, 'DR-0002': 1 },
    });
  }
  let staleNew = 0;
  for (let i = 0; i < count; i += 1) {
    const createdAt = Timestamp.fromMillis(now.getTime() - (i + 1) * 3 * 3_600_000);
    const status = i % 10 === 0 ? 'new' : 'contacted';
    if (status === 'new' && i > 8) staleNew += 1;
    void writer.set(db.doc(`requests/bench-${i}`), {
      trackingCode: `R-B${i}`,
      status,
      createdAt,
      refCodes: ['MD-0001'],
    });
    void writer.set(db.doc(`contactMessages/bench-${i}`), { status: 'read', createdAt, subject: 'bench' });
  }
  await writer.close();

  const window = cockpitWindow(null, now);
  const started = Date.now();
  const [stats, stale, counters] = await Promise.all([
    db
      .collection('dailyStats')
      .where('day', '>=', window.from)
      .where('day', '<=', window.until)
      .orderBy('day')
      .limit(window.days)
      .get(),
    db
      .collection('requests')
      .where('status', '==', 'new')
      .where('createdAt', '<=', Timestamp.fromDate(staleCutoff(now)))
      .orderBy('createdAt', 'asc')
      .limit(10)
      .get(),
    db.doc('stats/dashboard').get(),
  ]);
  const queryMs = Date.now() - started;
  const [allRequests, allMessages] = await Promise.all([
    db.collection('requests').count().get(),
    db.collection('contactMessages').count().get(),
  ]);
  const reads = {
    dailyStats: stats.size,
    staleRequests: stale.size,
    counters: counters.exists ? 1 : 0,
  };
  reads.total = reads.dailyStats + reads.staleRequests + reads.counters;
  writeFileSync(
    process.env.BENCH_DASHBOARD_OUT,
    JSON.stringify({
      window,
      statsDays,
      requests: allRequests.data().count,
      messages: allMessages.data().count,
      staleNew,
      reads,
      naiveReads: allRequests.data().count + allMessages.data().count,
      queryMs,
    }),
  );
  console.log(`[dashboard bench] ${reads.total} documents (+ up to ${notificationLimit} notifications)`);
}

await benchMain(import.meta.url, inside, () => runDashboardReadsBench());
