// Runs inside `firebase emulators:exec` with Functions and Hosting (started by scripts/bench.mjs):
// Lighthouse (mobile) on the pages as production serves them: through prodServer.mjs (firebase.json's
// rewrites and headers, compressed), / , /maids-resume and one worker page in English and Arabic, plus
// the static reference page with the same hero image, each BENCH_LH_RUNS times (default 3) in one run,
// over HTTP/2 with TLS (prodServer.mjs's second listener) as Hosting serves browsers.
// Reports the median run of each page and its LCP as a ratio to the reference's median LCP.
import { writeFileSync } from 'node:fs';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { measureFirstInteractions } from './firstInteraction.mjs';
import { runLighthouse } from './lighthouseRun.mjs';
import { startProdServer } from './prodServer.mjs';

const out = process.env.BENCH_SERVED_OUT;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_LH_RUNS ?? 3);
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-household-staff';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

const app = getApps()[0] ?? initializeApp({ projectId });
const db = getFirestore(app);
const worker = (
  await db
    .collection('staff')
    .where('status', '==', 'active')
    .where('type', '==', 'Maid')
    .orderBy('refCode')
    .limit(1)
    .get()
).docs[0];
if (!worker) throw new Error('The seed has no active maid to measure a worker page with.');
const refCode = worker.data().refCode;

const functionsOrigin = process.env.BENCH_FUNCTIONS_ORIGIN ?? `http://127.0.0.1:5001/${projectId}/us-central1`;
const server = await startProdServer({
  root: process.cwd(),
  functionsOrigin,
  port: Number(process.env.BENCH_SERVER_PORT ?? 5055),
  // Lighthouse loads the pages over HTTP/2 with TLS, as Firebase Hosting serves a browser (one connection);
  // BENCH_HTTP1=1 measures over the plain HTTP/1.1 listener instead (the runs before 2026-11-29 13:00 UTC).
  securePort: process.env.BENCH_HTTP1 === '1' ? null : Number(process.env.BENCH_SECURE_PORT ?? 5443),
});
const lighthouseOrigin = server.secureUrl ?? server.url;
console.log(`[bench] Lighthouse loads the pages from ${lighthouseOrigin}`);
// BENCH_PAGES=/costs?lang=en,/?lang=ar measures those pages alone beside the reference (a quick A/B while
// working on one page; the README's table comes from a run of all of them).
const chosen = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const allPages = [
  '/__bench/reference.html',
  '/?lang=en',
  '/?lang=ar',
  '/maids-resume?lang=en',
  '/maids-resume?lang=ar',
  `/workers/${refCode}?lang=en`,
  `/workers/${refCode}?lang=ar`,
  '/costs?lang=en',
  '/costs?lang=ar',
];
const pages = chosen ? allPages.filter((path, index) => index === 0 || chosen.includes(path)) : allPages;

// The function's first request loads the render bundle (a cold start); production keeps instances warm.
for (const path of pages) {
  const response = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'br' } });
  const body = Buffer.from(await response.arrayBuffer());
  console.log(
    `[bench] warm-up ${path}: ${response.status}, ${response.headers.get('content-encoding') ?? 'identity'}, ${body.length} bytes (decoded)`,
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = [];
for (const path of pages) {
  // Production's CDN holds a page for its s-maxage (a minute for worker pages): open it once, as the
  // visitor before would have, so the runs measure the cached page (a later run may miss, as it would).
  await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'br' } });
  const all = [];
  for (let run = 0; run < runs; run += 1) {
    try {
      const saveTo = process.env.BENCH_LHR_DIR
        ? `${process.env.BENCH_LHR_DIR}/served-${path.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}.json`
        : null;
      const r = await runLighthouse(`${lighthouseOrigin}${path}`, chromePath, saveTo);
      all.push(r);
      console.log(
        `[bench] ${path} run ${run + 1}/${runs}: perf ${r.performance} FCP ${r.fcpMs} LCP ${r.lcpMs} TBT ${r.tbtMs} CLS ${r.cls}`,
      );
    } catch (error) {
      console.error(`[bench] Lighthouse failed on ${path}:`, error);
    }
  }
  if (all.length === 0) {
    results.push({ path, error: 'every Lighthouse run failed' });
    continue;
  }
  const byPerformance = [...all].sort((a, b) => a.performance - b.performance);
  results.push({
    path,
    ...byPerformance[Math.floor(byPerformance.length / 2)],
    performanceMedian: median(all.map((r) => r.performance)),
    lcpMedianMs: median(all.map((r) => r.lcpMs)),
    fcpMedianMs: median(all.map((r) => r.fcpMs)),
    performanceRuns: all.map((r) => r.performance),
    lcpRuns: all.map((r) => r.lcpMs),
  });
}
// What Lighthouse does not measure: a visitor's first tap on a freshly opened page
// (scripts/bench/firstInteraction.mjs; BENCH_TAP_RUNS fresh loads per control, default 10).
let firstInteractions = [];
if (Number(process.env.BENCH_TAP_RUNS ?? 10) > 0)
  try {
    firstInteractions = await measureFirstInteractions(
      server.url,
      chromePath,
      refCode,
      Number(process.env.BENCH_TAP_RUNS ?? 10),
    );
    for (const r of firstInteractions)
      console.log(
        `[bench] first tap on ${r.name} (${r.path}): effect ${r.shown}/${r.runs}, interaction median ${r.medianMs} ms, worst ${r.worstMs} ms, 4x CPU`,
      );
  } catch (error) {
    console.error('[bench] first-interaction measurement failed:', error);
  }
console.log(
  `[bench] CDN stand-in: ${server.cdnStats.hits} hits; function answers on misses: ${server.cdnStats.misses.map((m) => `${m.path} ${m.ms} ms`).join(', ')}`,
);
const cdn = { hits: server.cdnStats.hits, misses: server.cdnStats.misses };
await server.close();

const reference = results.find((r) => r.path === '/__bench/reference.html');
for (const r of results) {
  if (r !== reference && reference?.lcpMedianMs && r.lcpMedianMs)
    r.lcpRatio = Number((r.lcpMedianMs / reference.lcpMedianMs).toFixed(2));
}
const protocol = server.secureUrl ? 'HTTP/2 with TLS' : 'HTTP/1.1';
writeFileSync(
  out,
  JSON.stringify({ workerRefCode: refCode, runs, protocol, served: results, cdn, firstInteractions }, null, 2),
);
process.exit(0);
