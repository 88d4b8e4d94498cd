#!/usr/bin/env node
// The dashboard's late list at 1,000 open requests (issue 34, decision 025): how many documents it reads.
// The list is one range query on the `dueDay` onRequestWritten stores (web/src/admin/dashboard/api/lateListApi.ts:
// requests with dueDay <= today + 7, ordered by dueDay), run here with the Admin SDK, which returns the same
// documents (Firestore bills one read per document returned). Behind it: BENCH_LATE_OPEN open requests of
// both journeys at every stage, their stage dates spread over the last six months and their dueDay computed
// by the model's one clock (stageClock, today's rules), plus a fifth as many ended ones (dueDay null). Also
// what reading every request costs (what the requests page's live table reads today).
//
// Runs in an emulator run of its own (Firestore and Auth from ./emulator-data; no Functions, no export),
// so the synthetic documents vanish with it.
//   node scripts/bench/lateListReads.mjs   (takes the emulator lock; writes bench-results/late-list.{json,md})
//   scripts/bench.mjs calls runLateListBench() after its own run, under its lock.
// Options: BENCH_LATE_OPEN=N (default 1000).
import { writeFileSync } from 'node:fs';
import { benchInOwnRun, benchMain } from './ownRun.mjs';
import { seededRandom } from './visitMix.mjs';

const defaultOpen = 1000;
const dueWithinDays = 7; // web/src/admin/dashboard/LateRequestsCard.tsx: the next 7 days

/** Outside the emulators: starts the run, writes and prints the results. Resolves with them (or null). */
export async function runLateListBench({ open = Number(process.env.BENCH_LATE_OPEN ?? defaultOpen) } = {}) {
  console.log(`\n=== Dashboard late list: documents read at ${open} open requests (own emulator run) ===`);
  return benchInOwnRun({
    name: 'late-list',
    label: 'late-list bench',
    script: 'scripts/bench/lateListReads.mjs',
    outEnv: 'BENCH_LATE_OUT',
    extraEnv: { BENCH_LATE_OPEN: String(open) },
    emulators: { withFunctions: false, withHosting: false },
    markdown: lateListMarkdown,
  });
}

export function lateListMarkdown(r) {
  return [
    '## Dashboard late list: documents read',
    '',
    `Run ${r.finishedAt} on office day ${r.today}. Behind it: ${r.open} open requests (${r.byJourney.recruitment} recruitment, ${r.byJourney.transfer} transfer, every stage), ${r.ended} ended ones and the seed's ${r.seedRequests} requests; clocks of today's rules (model/src/journey.ts stageClock).`,
    '',
    '| read | documents |',
    '|---|---|',
    `| late list (dueDay <= ${r.until}): late | ${r.late} |`,
    `| late list: due in the next ${dueWithinDays} days | ${r.dueSoon} |`,
    `| **late list, total read** | **${r.listReads}** |`,
    `| open requests with no clock at their stage (not read) | ${r.noClock} |`,
    `| reading every request instead (the requests page's live table) | ${r.allRequests} |`,
    '',
    `The late list's query answered in ${r.queryMs} ms.`,
  ].join('\n');
}

/** Inside the emulators: writes the synthetic requests, runs the late list's query, writes BENCH_LATE_OUT. */
async function inside() {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const { importTs } = await import('../lib/importTs.mjs');
  const { defaultJourneyClocks, journeyEndings, journeyStages, stageClock } = await importTs('model/src/journey.ts');
  const { addDays, officeDayKey } = await importTs('model/src/dailyStats.ts');
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-household-staff' });
  const db = getFirestore(app);
  const open = Number(process.env.BENCH_LATE_OPEN ?? defaultOpen);
  const ended = Math.round(open / 5);
  const now = new Date();
  const today = officeDayKey(now);
  const until = addDays(today, dueWithinDays);
  const next = seededRandom(34);
  const dayMs = 86_400_000;

  const writer = db.bulkWriter();
  const byJourney = { recruitment: 0, transfer: 0 };
  let noClock = 0;
  for (let i = 0; i < open + ended; i += 1) {
    const journey = next() < 0.8 ? 'recruitment' : 'transfer';
    const stages = journeyStages[journey];
    const isOpen = i < open;
    // An open request sits at any stage but the last; an ended one finished or stopped.
    const status = isOpen
      ? stages[Math.floor(next() * (stages.length - 1))]
      : next() < 0.7
        ? stages.at(-1)
        : journeyEndings[journey][0];
    const reached = isOpen ? stages.indexOf(status) : stages.length - 1;
    // Received up to six months ago; each stage reached 1 to 20 days after the one before, never in the future.
    let at = now.getTime() - Math.floor(next() * 180 * dayMs);
    const stageDates = {};
    for (let s = 0; s <= reached; s += 1) {
      if (s > 0) at = Math.min(now.getTime(), at + Math.floor((1 + next() * 19) * dayMs));
      stageDates[stages[s]] = new Date(at);
    }
    if (!isOpen && !(status in stageDates)) stageDates[status] = new Date(at);
    const hasVisa = next() < 0.4;
    const clock = stageClock(
      { journey, status, stageDates, hasVisa, arrivalExtension: null },
      defaultJourneyClocks,
      now,
    );
    if (isOpen) {
      byJourney[journey] += 1;
      if (!clock.dueDay) noClock += 1;
    }
    void writer.set(db.doc(`requests/bench-late-${i}`), {
      trackingCode: `R-L${i}`,
      journey,
      status,
      hasVisa,
      createdAt: Timestamp.fromDate(stageDates.new),
      stageDates: Object.fromEntries(
        Object.entries(stageDates).map(([stage, date]) => [stage, Timestamp.fromDate(date)]),
      ),
      dueDay: isOpen ? clock.dueDay : null,
      refCodes: ['MD-0001'],
    });
  }
  await writer.close();

  const started = Date.now();
  const list = await db.collection('requests').where('dueDay', '<=', until).orderBy('dueDay', 'asc').get();
  const queryMs = Date.now() - started;
  const days = list.docs.map((doc) => doc.get('dueDay'));
  const all = await db.collection('requests').count().get();
  const allRequests = all.data().count;
  const results = {
    today,
    until,
    open,
    ended,
    byJourney,
    seedRequests: allRequests - open - ended,
    listReads: list.size,
    late: days.filter((day) => day < today).length,
    dueSoon: days.filter((day) => day >= today).length,
    noClock,
    allRequests,
    queryMs,
  };
  writeFileSync(process.env.BENCH_LATE_OUT, JSON.stringify(results));
  console.log(`[late-list bench] ${results.listReads} documents read of ${allRequests} requests`);
}

await benchMain(import.meta.url, inside, () => runLateListBench());
