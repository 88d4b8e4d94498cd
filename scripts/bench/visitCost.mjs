#!/usr/bin/env node
// The cost of a visit (issue 38, decision 031), in an emulator run of its own (Firestore, Auth, Functions;
// no Hosting: prodServer.mjs serves web/dist and proxies the rewrites to the Functions emulator):
//   1. 5,000 synthetic workers (seedStaff.mjs) on top of the seed, with the background triggers off
//      while they are written (else 5,000 writes fire every staff trigger);
//   2. the replay: 1,000 page views (visitMix.mjs: 60% home, 20% lists, 15% workers, 5% other, both
//      languages) through prodServer with its CDN cache times, on a simulated clock at the month's rate
//      (100,000 views); per view: CDN hit or function run, the function's documents read (renderPage's
//      X-Documents-Read under the emulator) and the compressed bytes of the page;
//   3. one cold load in Chromium of each kind of page: the bytes of everything else the page loads
//      (scripts, styles, fonts, images), Firestore documents the browser reads, and function calls;
//   4. the sitemap at 5,000 workers: its files, addresses, documents read and time;
//   5. the daily background jobs' reads, from the collections' sizes (refreshPublicStaff reads staff
//      and publicStaff whole).
// Writes bench-results/visit-cost.{json,md}.
//   node scripts/bench/visitCost.mjs   (takes the emulator lock)    BENCH_VISIT_STAFF=N (default 5000)
import { writeFileSync } from 'node:fs';
import { benchInOwnRun, benchMain } from './ownRun.mjs';

const defaultStaff = 5000;
const freeDaily = { reads: 50_000, invocations: 2_000_000 / 30, hostingBytes: 360 * 1024 * 1024 };

export async function runVisitCostBench({ staff = Number(process.env.BENCH_VISIT_STAFF ?? defaultStaff) } = {}) {
  console.log(`\n=== The cost of a visit: 1,000 page views at ${staff} workers (own emulator run) ===`);
  return benchInOwnRun({
    name: 'visit-cost',
    label: 'visit-cost bench',
    script: 'scripts/bench/visitCost.mjs',
    outEnv: 'BENCH_VISIT_OUT',
    extraEnv: { BENCH_VISIT_STAFF: String(staff) },
    emulators: { withHosting: false },
    markdown: visitCostMarkdown,
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function visitCostMarkdown(r) {
  const per = r.perThousand;
  const month = r.month;
  const lines = [
    `## The cost of a visit (${r.views} page views at ${r.staff} workers, ${r.finishedAt?.slice(0, 10) ?? ''})`,
    '',
    'Replayed through the production-like server (CDN cache times on a clock at 100,000 views a month). Per 1,000 page views:',
    '',
    '| | per 1,000 views | a month at 100,000 views | a day (÷30) | Spark free a day | fits |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    `| Firestore documents read (render + browser) | ${per.reads} | ${month.reads} | ${Math.round(month.reads / 30)} | ${freeDaily.reads} | ${month.reads / 30 <= freeDaily.reads ? 'yes' : 'no'} |`,
    `| function invocations (CDN misses + browser calls) | ${per.invocations} | ${month.invocations} | ${Math.round(month.invocations / 30)} | ${Math.round(freeDaily.invocations)} | ${month.invocations / 30 <= freeDaily.invocations ? 'yes' : 'no'} |`,
    `| bytes, HTML only (returning visitors) | ${kb(per.htmlBytes)} | ${mb(month.htmlBytes)} | ${mb(month.htmlBytes / 30)} | 360 MB | ${month.htmlBytes / 30 <= freeDaily.hostingBytes ? 'yes' : 'no'} |`,
    `| bytes, no view a first visit (HTML and route chunks) | ${kb(per.warmBytes)} | ${mb(month.warmBytes)} | ${mb(month.warmBytes / 30)} | 360 MB | ${month.warmBytes / 30 <= freeDaily.hostingBytes ? 'yes' : 'no'} |`,
    `| bytes, every view a first visit (upper bound) | ${kb(per.coldBytes)} | ${mb(month.coldBytes)} | ${mb(month.coldBytes / 30)} | 360 MB | ${month.coldBytes / 30 <= freeDaily.hostingBytes ? 'yes' : 'no'} |`,
    '',
    ...(r.transfer
      ? [
          r.transfer.maxFirstShare >= 1
            ? 'The transfer fits the free quota even if every view is a first visit.'
            : `The transfer fits the free quota while at most ${(r.transfer.maxFirstShare * 100).toFixed(0)}% of the views are a visitor's first page in that browser: that is, while visitors see at least ${r.transfer.minPagesPerVisitor?.toFixed(1) ?? 'n/a'} pages on average, counting their return visits.`,
          '',
        ]
      : []),
    `CDN: ${r.cdn.hits} hits, ${r.cdn.misses} function runs; render reads ${r.renderReads}, browser reads ${r.browserReads}. By kind:`,
    '',
    '| kind | views | function runs | render reads | HTML (compressed, median) | first-visit other bytes | later-view other bytes | browser reads |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...r.kinds.map(
      (k) =>
        `| ${k.kind} | ${k.views} | ${k.misses} | ${k.reads} | ${kb(k.htmlMedian)} | ${k.cold ? kb(k.cold.otherBytes) : 'n/a'} | ${k.warm ? kb(k.warm.otherBytes) : 'n/a'} | ${k.cold?.browserReads ?? 'n/a'} |`,
    ),
    '',
    `Background a day at ${r.staff} workers: ${r.background.total} reads (${r.background.lines.map((l) => `${l.job}: ${l.reads}`).join('; ')}).`,
    '',
    `Sitemap at ${r.staff} workers: ${r.sitemap.files} files, ${r.sitemap.urls} addresses (largest file ${r.sitemap.largestFile}), ${r.sitemap.reads} documents read, ${r.sitemap.ms} ms for all files (the emulator).`,
  ];
  return lines.join('\n');
}

/**
 * One load of `path` in a fresh phone-sized context, after `after` in the same context when given: the bytes
 * of everything but the page's own document (scripts, styles, fonts, images, data), the Firestore documents
 * the browser reads and its function calls.
 */
async function measureLoad(browser, origin, path, after) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const settle = async () => {
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(3000); // the app's idle-time start (decision 017) and what it loads
    await page.waitForLoadState('networkidle').catch(() => {});
  };
  if (after) {
    await page.goto(`${origin}${after}`, { waitUntil: 'load' });
    await settle();
  }
  const requests = [];
  page.on('requestfinished', (request) => requests.push(request));
  let browserReads = 0;
  let functionCalls = 0;
  page.on('response', async (response) => {
    const url = response.url();
    if (url.includes('127.0.0.1:5001') || url.includes('cloudfunctions')) functionCalls += 1;
    if (!url.includes(':8080/') || response.request().method() === 'OPTIONS') return;
    const body = await response.json().catch(() => null);
    const items = Array.isArray(body) ? body : body ? [body] : [];
    browserReads += Math.max(1, items.filter((item) => item?.document || item?.found || item?.fields).length);
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await settle();
  let otherBytes = 0;
  for (const request of requests) {
    if (request.url().startsWith(`${origin}${path.split('?')[0]}`) && request.resourceType() === 'document') continue;
    if (!request.url().startsWith(origin)) continue;
    const sizes = await request.sizes().catch(() => null);
    // A response from the browser's cache moved no bytes (Chromium then reports minus its headers' size).
    otherBytes += sizes ? Math.max(0, sizes.responseBodySize) : 0;
  }
  await context.close();
  return { path, after: after ?? null, otherBytes, browserReads, functionCalls, requests: requests.length };
}

async function inside() {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { chromium } = await import('playwright-core');
  const { chromiumArgs, resolveBrowser } = await import('../lib/browser.mjs');
  const { seedBenchStaff } = await import('./seedStaff.mjs');
  const { withBackgroundTriggersPaused } = await import('../lib/backgroundTriggers.mjs');
  const { startProdServer } = await import('./prodServer.mjs');
  const { monthlyViews, visitMix } = await import('./visitMix.mjs');
  const { transferFit } = await import('./transferFit.mjs');
  const out = process.env.BENCH_VISIT_OUT;
  const staff = Number(process.env.BENCH_VISIT_STAFF ?? defaultStaff);
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-household-staff';
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const app = getApps()[0] ?? initializeApp({ projectId });
  const db = getFirestore(app);

  await withBackgroundTriggersPaused(() => seedBenchStaff(app, staff));

  const published = (await db.collection('publicStaff').orderBy('createdAt', 'desc').select('refCode').get()).docs.map(
    (doc) => doc.get('refCode'),
  );
  const views = visitMix({ views: 1000, workerRefCodes: published });
  let clock = Date.now();
  const start = clock;
  const server = await startProdServer({
    root: process.cwd(),
    functionsOrigin: `http://127.0.0.1:5001/${projectId}/us-central1`,
    port: 5057,
    now: () => clock,
  });
  const byKind = new Map();
  let renderReads = 0;
  let htmlBytes = 0;
  let errors = 0;
  for (const [i, view] of views.entries()) {
    clock = start + view.atMs;
    const missesBefore = server.cdnStats.misses.length;
    const response = await fetch(`${server.url}${view.path}`, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    const bytes = Number(response.headers.get('content-length') ?? 0);
    if (response.status >= 400) errors += 1;
    const miss = server.cdnStats.misses.length > missesBefore ? server.cdnStats.misses.at(-1) : null;
    const reads = miss?.reads ?? 0;
    renderReads += reads;
    htmlBytes += bytes;
    const kind = byKind.get(view.kind) ?? { kind: view.kind, views: 0, misses: 0, reads: 0, html: [] };
    kind.views += 1;
    kind.misses += miss ? 1 : 0;
    kind.reads += reads;
    kind.html.push(bytes);
    byKind.set(view.kind, kind);
    if ((i + 1) % 100 === 0) console.log(`[visit-cost] ${i + 1} views replayed`);
  }

  // The replay's own CDN figures (the cold loads and the sitemap below go through the same server).
  const cdn = { hits: server.cdnStats.hits, misses: server.cdnStats.misses.length };
  // One cold load of each kind in Chromium: what else a first visit downloads, and what it reads.
  const browserPath = await resolveBrowser();
  const browser = await chromium.launch({ executablePath: browserPath.path, args: chromiumArgs });
  const sample = {
    home: '/?lang=ar',
    list: '/maids-resume?lang=ar',
    worker: `/workers/${published[0]}?lang=ar`,
    other: '/contact?lang=ar',
  };
  // A later page in the same browser (the visitor's second page, or a return visit): the assets are
  // immutable and cached, so it downloads its HTML and what the first page did not need (a route chunk).
  const previous = { home: '/maids-resume?lang=ar', list: '/?lang=ar', worker: '/?lang=ar', other: '/?lang=ar' };
  for (const [kind, path] of Object.entries(sample)) {
    const cold = await measureLoad(browser, server.url, path);
    const warm = await measureLoad(browser, server.url, path, previous[kind]);
    byKind.get(kind).cold = cold;
    byKind.get(kind).warm = warm;
    console.log(
      `[visit-cost] ${path}: cold ${cold.requests} requests, ${cold.otherBytes} other bytes, ${cold.browserReads} reads; ` +
        `after ${previous[kind]}: ${warm.requests} requests, ${warm.otherBytes} other bytes`,
    );
  }
  await browser.close();

  // The sitemap at this size: every file, its addresses and its reads (index 21, pages 16, a type file one per worker).
  const sitemapStarted = performance.now();
  const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/[a-z]+\.xml)<\/loc>/g)].map((m) => m[1]);
  let urls = 0;
  let largestFile = 0;
  let sitemapReads = 21;
  for (const file of files) {
    const xml = await (await fetch(`${server.url}${file}`)).text();
    const count = (xml.match(/<url>/g) ?? []).length;
    urls += count;
    largestFile = Math.max(largestFile, count);
    sitemapReads += file === '/sitemaps/pages.xml' ? 16 : Math.max(1, count / 2);
  }
  const sitemap = {
    files: files.length,
    urls,
    largestFile,
    reads: sitemapReads,
    ms: Math.round(performance.now() - sitemapStarted),
  };
  await server.close();

  // Daily background reads: refreshPublicStaff reads staff and publicStaff whole (syncAllPublicStaff);
  // the retention and trash purges query only what is due (at least one read each); the mail digest
  // runs every 15 minutes (one read of its queue at least).
  const [staffCount, publicCount] = await Promise.all([
    db.collection('staff').count().get(),
    db.collection('publicStaff').count().get(),
  ]);
  const lines = [
    { job: 'refreshPublicStaff (staff + publicStaff)', reads: staffCount.data().count + publicCount.data().count },
    { job: 'purgeExpiredPersonalData (settings x2 + 2 queries)', reads: 4 },
    { job: 'purgeTrash (1 query)', reads: 1 },
    { job: 'sendMailDigests (96 runs)', reads: 96 },
  ];
  const background = { lines, total: lines.reduce((sum, line) => sum + line.reads, 0) };

  const kinds = [...byKind.values()].map(({ html, ...kind }) => ({
    ...kind,
    htmlMedian: [...html].sort((a, b) => a - b)[Math.floor(html.length / 2)],
    htmlTotal: html.reduce((sum, n) => sum + n, 0),
  }));
  const browserReads = kinds.reduce((sum, k) => sum + k.views * (k.cold?.browserReads ?? 0), 0);
  const browserCalls = kinds.reduce((sum, k) => sum + k.views * (k.cold?.functionCalls ?? 0), 0);
  const coldBytes = htmlBytes + kinds.reduce((sum, k) => sum + k.views * (k.cold?.otherBytes ?? 0), 0);
  const warmBytes = htmlBytes + kinds.reduce((sum, k) => sum + k.views * (k.warm?.otherBytes ?? 0), 0);
  const perThousand = {
    reads: renderReads + browserReads,
    invocations: cdn.misses + browserCalls,
    htmlBytes,
    warmBytes,
    coldBytes,
  };
  const transfer = transferFit({
    cold: coldBytes,
    warm: warmBytes,
    monthlyViews,
    freeBytesPerDay: freeDaily.hostingBytes,
  });
  const scale = 100;
  const result = {
    staff,
    views: views.length,
    errors,
    cdn,
    renderReads,
    browserReads,
    kinds,
    perThousand,
    transfer,
    month: Object.fromEntries(Object.entries(perThousand).map(([key, value]) => [key, value * scale])),
    background,
    sitemap,
  };
  writeFileSync(out, JSON.stringify(result, null, 2));
}

await benchMain(import.meta.url, inside, runVisitCostBench);
