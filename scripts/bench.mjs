#!/usr/bin/env node
// npm run bench: performance figures against docs/architecture.md#performance-budgets, written to bench-results/.
//   1. builds web/dist if it is missing or older than web/src (or always with --build);
//   2. starts the emulators (Firestore, Auth, Hosting; the machine-wide lock applies) with the
//      seed, adds 5,000 synthetic staff, and measures /maids-resume (time to first card, documents
//      read for the first page, a filter change and Load more) against a naive read-everything
//      query;
//   3. starts them again with Functions (the seed only) and runs Lighthouse (mobile) on the pages as
//      production serves them (scripts/bench/prodServer.mjs: firebase.json's rewrites and headers,
//      pre-rendered by the renderPage function, compressed): /, /maids-resume and a worker page in
//      English and Arabic and a static reference page with the same hero image, medians of three;
//   4. computes the public first-load JS (same code as tests/build/bundleBudget.test.ts);
//   5. writes bench-results/latest.json and latest.md and prints the tables.
//   6. the cost of a visit (scripts/bench/visitCost.mjs) and the load test (scripts/bench/loadTest.mjs),
//      each in an emulator run of its own (issue 38).
// Options: --build, --no-lighthouse, --staff N, --served-only (step 3 alone, written to
// bench-results/served-latest.{json,md}). BENCH_PAGES=/costs?lang=en,... with --served-only: those pages
// and the reference alone, written to bench-results/served-partial.{json,md} (BENCH_TAP_RUNS=0: no taps).
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { firstLoadJs, formatFirstLoad } from './bench/bundleSize.mjs';
import { markdownReport } from './bench/report.mjs';
import { resolveBrowser } from './lib/browser.mjs';
import { root } from './lib/emulatorSetup.mjs';
import { runEmulators } from './lib/firebaseCli.mjs';
import { holdEmulatorLock } from './lib/lock.mjs';
import { run } from './lib/run.mjs';

holdEmulatorLock();

const argv = process.argv.slice(2);
const staffIndex = argv.indexOf('--staff');
const staffCount = staffIndex >= 0 ? Number(argv[staffIndex + 1]) : 5000;
const pageSize = 12; // web/src/site/staff/staffQuery.ts staffPageSize
const targets = {
  performance: 90,
  other: 95,
  servedPerformance: 95,
  lcpRatio: 1.3, // issue 38: every measured page within 1.3x the static reference
  maxFirstPageReads: 2 * pageSize,
  pageSize,
  firstLoadBytes: 250 * 1024,
};

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const dist = path.join(root, 'web', 'dist');
// The build moves index.html to app.html and writes the pre-render bundle (scripts/prerender-build.mjs).
const shell = path.join(dist, 'app.html');
const builtAt =
  existsSync(path.join(dist, '.vite', 'manifest.json')) && existsSync(shell) ? statSync(shell).mtimeMs : 0;
if (
  argv.includes('--build') ||
  builtAt < newestMtime(path.join(root, 'web', 'src')) ||
  !existsSync(path.join(root, 'functions', 'ssr', 'entry-server.js'))
) {
  console.log('=== Building web (emulator mode) ===');
  const code = await run('npm', ['run', 'build', '-w', 'web']);
  if (code !== 0) process.exit(code);
}
console.log('=== Building functions (renderPage serves the pages) ===');
const functionsBuild = await run('npm', ['run', 'build', '-w', 'functions']);
if (functionsBuild !== 0) process.exit(functionsBuild);

const bundle = firstLoadJs(dist);
console.log(formatFirstLoad(bundle));

const tmp = path.join(root, '.cache', 'bench');
mkdirSync(tmp, { recursive: true });
const rawFile = path.join(tmp, 'inside.json');
rmSync(rawFile, { force: true });

const servedOnly = argv.includes('--served-only');
const skipLighthouse = argv.includes('--no-lighthouse') && !servedOnly;
const browser = skipLighthouse ? null : await resolveBrowser();
if (browser && 'error' in browser) {
  console.error(`Lighthouse needs a browser. ${browser.error} (or run with --no-lighthouse)`);
  process.exit(1);
}

let inside = { machine: `${cpus().length} CPU(s), ${cpus()[0]?.model ?? 'unknown'}` };
if (!servedOnly) {
  console.log('\n=== Emulators: seeding and measuring ===');
  const { done } = runEmulators('exec', {
    importDir: './emulator-data',
    // renderPage serves /maids-resume (decision 013); inside.mjs turns the background triggers off while it
    // writes the 5,000 staff, which would otherwise fire every staff trigger and skew the timings.
    withFunctions: true,
    script: `"${process.execPath}" scripts/bench/inside.mjs`,
    extraEnv: {
      BENCH_OUT: rawFile,
      BENCH_STAFF: String(staffCount),
      // Lighthouse runs in the second emulator run, against the pages as production serves them.
      BENCH_SKIP_LIGHTHOUSE: '1',
      CHROME_PATH: browser?.path ?? '',
      BENCH_LHR_DIR: tmp,
    },
  });
  const code = await done;
  if (!existsSync(rawFile)) {
    console.error(`The measurements did not complete (emulators exited with ${code}).`);
    process.exit(1);
  }

  inside = JSON.parse(readFileSync(rawFile, 'utf8'));
}

let served = null;
if (!skipLighthouse) {
  console.log('\n=== Emulators with Functions: Lighthouse on the pages as production serves them ===');
  const servedFile = path.join(tmp, 'served.json');
  rmSync(servedFile, { force: true });
  const second = runEmulators('exec', {
    importDir: './emulator-data',
    script: `"${process.execPath}" scripts/bench/servedInside.mjs`,
    extraEnv: { BENCH_SERVED_OUT: servedFile, CHROME_PATH: browser?.path ?? '', BENCH_LHR_DIR: tmp },
  });
  const servedCode = await second.done;
  if (existsSync(servedFile)) served = JSON.parse(readFileSync(servedFile, 'utf8'));
  else console.error(`The served-pages Lighthouse run did not complete (emulators exited with ${servedCode}).`);
}

const results = {
  finishedAt: new Date().toISOString(),
  ...inside,
  ...(served
    ? {
        served: served.served,
        servedRuns: served.runs,
        servedProtocol: served.protocol ?? 'HTTP/1.1',
        workerRefCode: served.workerRefCode,
        servedCdn: served.cdn,
        firstInteractions: served.firstInteractions,
      }
    : {}),
  targets,
  bundle: { ...bundle, files: bundle.files },
};
const outDir = path.join(root, 'bench-results');
mkdirSync(outDir, { recursive: true });
// A run of some pages only (BENCH_PAGES, scripts/bench/servedInside.mjs) keeps the full tables as they are.
const outName = process.env.BENCH_PAGES ? 'served-partial' : servedOnly ? 'served-latest' : 'latest';
writeFileSync(path.join(outDir, `${outName}.json`), `${JSON.stringify(results, null, 2)}\n`);
const markdown = markdownReport(results);
writeFileSync(path.join(outDir, `${outName}.md`), `${markdown}\n`);
console.log(`\n${markdown}`);
console.log(`Written to bench-results/${outName}.json and bench-results/${outName}.md`);

// The admin staff table with 20,000 staff, in an emulator run of its own (bench-results/admin-staff.md).
if (!servedOnly) await (await import('./bench/adminStaff.mjs')).runAdminStaffBench();
// The dashboard's twelve weeks: documents read (bench-results/dashboard-reads.md, issue 28).
const dashboardReads = servedOnly ? null : await (await import('./bench/dashboardReads.mjs')).runDashboardReadsBench();
// The dashboard's late list at 1,000 open requests: documents read (bench-results/late-list.md, issue 34).
if (!servedOnly) await (await import('./bench/lateListReads.mjs')).runLateListBench();
// The cost of a visit and the load test (issue 38, decision 031), each in an emulator run of its own
// (bench-results/visit-cost.md, bench-results/load.md).
const visitCost = servedOnly ? null : await (await import('./bench/visitCost.mjs')).runVisitCostBench();
const load = servedOnly ? null : await (await import('./bench/loadTest.mjs')).runLoadBench();

const misses = [];
if (results.staffQueries && results.staffQueries.page.firstPage.documents > targets.maxFirstPageReads)
  misses.push('first-page reads');
if (!bundle.withinBudget || bundle.forbidden.length) misses.push('first-load JS');
if (dashboardReads && dashboardReads.reads.total > 100) misses.push('dashboard reads');
if (!servedOnly && (!visitCost || visitCost.errors > 0)) misses.push('cost of a visit');
if (!servedOnly && (!load || !load.contact.exactlyOnce || load.pages.non2xx + load.pages.errors > 0))
  misses.push('load');
for (const r of results.served ?? []) {
  if (r.path.startsWith('/__bench/')) continue;
  if (r.error || r.performanceMedian < targets.servedPerformance || !(r.lcpRatio <= targets.lcpRatio))
    misses.push(`served ${r.path}`);
}
if (!skipLighthouse && !results.served) misses.push('served-pages Lighthouse run');
for (const r of results.lighthouse ?? []) {
  if (
    r.error ||
    r.performance < targets.performance ||
    r.accessibility < targets.other ||
    r.bestPractices < targets.other ||
    r.seo < targets.other
  )
    misses.push(`Lighthouse ${r.path}`);
}
console.log(misses.length ? `Budgets missed: ${misses.join(', ')}` : 'All budgets met.');
