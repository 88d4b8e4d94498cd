// Runs inside `firebase emulators:exec` (started by scripts/bench.mjs): seeds the benchmark staff,
// measures the staff queries in Chromium and the naive alternative, runs Lighthouse, and writes
// the figures to BENCH_OUT (JSON) for scripts/bench.mjs to report.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { getApps, initializeApp } from 'firebase-admin/app';
import { measureMaidsPage } from './firestoreReads.mjs';
import { runLighthouse } from './lighthouseRun.mjs';
import { measureNaive } from './naive.mjs';
import { seedBenchStaff } from './seedStaff.mjs';

const out = process.env.BENCH_OUT;
const baseUrl = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:5000';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const staffCount = Number(process.env.BENCH_STAFF ?? 5000);
const skipLighthouse = process.env.BENCH_SKIP_LIGHTHOUSE === '1';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-household-staff' });
const results = { machine: `${cpus().length} CPU(s), ${cpus()[0]?.model ?? 'unknown'}` };

console.log(`[bench] seeding ${staffCount} staff into the Firestore emulator (BulkWriter)...`);
const seeded = await seedBenchStaff(app, staffCount);
console.log(`[bench] seeded ${seeded.written} in ${seeded.ms} ms`);

console.log('[bench] naive read of every active staff document (Admin SDK)...');
const naive = await measureNaive(app);
console.log(`[bench] naive: ${naive.documents} documents in ${naive.ms} ms`);

console.log('[bench] /maids-resume in Chromium...');
const page = await measureMaidsPage({ baseUrl, chromePath });
console.log(`[bench] first card after ${page.firstCardMs} ms; first page read ${page.firstPage.documents} documents`);
results.staffQueries = { seededStaff: seeded.written, seedMs: seeded.ms, naive, page };

results.lighthouse = [];
if (!skipLighthouse) {
  for (const path of ['/?lang=en', '/?lang=ar', '/maids-resume?lang=en', '/maids-resume?lang=ar']) {
    console.log(`[bench] Lighthouse ${path}...`);
    try {
      const r = await runLighthouse(`${baseUrl}${path}`, chromePath, process.env.BENCH_LHR_DIR ? `${process.env.BENCH_LHR_DIR}/lhr-${path.replace(/[^a-z]+/gi, '_')}.json` : null);
      results.lighthouse.push({ path, ...r });
      console.log(`[bench]   LCP element: ${r.lcpElement}`);
      console.log(`[bench]   perf ${r.performance} a11y ${r.accessibility} bp ${r.bestPractices} seo ${r.seo} LCP ${r.lcpMs} ms TBT ${r.tbtMs} ms CLS ${r.cls}`);
    } catch (error) {
      console.error(`[bench]   Lighthouse failed on ${path}:`, error);
      results.lighthouse.push({ path, error: String(error?.message ?? error) });
    }
  }
}

writeFileSync(out, JSON.stringify(results, null, 2));
process.exit(0);
