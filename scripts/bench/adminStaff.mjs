#!/usr/bin/env node
/* global document */
// The admin staff table at scale: its first page with the seed (about 40 staff) and again after
// 20,000 more, measured in Chromium signed in as the demo admin. Reports the time to the first rows
// (median of 3 reloads), the documents the page reads (the rows of the page's query plus the count
// aggregation, billed one read per 1,000 index entries), Next page and a type filter, against what
// the old page read (the whole collection).
//
// Runs in an emulator run of its own (Firestore, Auth, Hosting from ./emulator-data; no Functions,
// no export), so the 20,000 documents vanish with it and never reach another run.
//   node scripts/bench/adminStaff.mjs            (takes the emulator lock; writes bench-results/admin-staff.{json,md})
//   scripts/bench.mjs calls runAdminStaffBench() after its own run, under its lock.
// Options: BENCH_ADMIN_STAFF=N (default 20000).
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { benchInOwnRun, benchMain } from './ownRun.mjs';

const defaultCount = 20_000;
const pageSize = 20; // web/src/admin/staff/staffTableQuery.ts staffPageSize

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const countReads = (entries) => Math.max(1, Math.ceil(entries / 1000));

/** Outside the emulators: starts the run, writes and prints the results. Resolves with them (or null). */
export async function runAdminStaffBench({ staffCount = Number(process.env.BENCH_ADMIN_STAFF ?? defaultCount) } = {}) {
  const { resolveBrowser } = await import('../lib/browser.mjs');
  const browser = await resolveBrowser();
  if ('error' in browser) {
    console.error(`[admin-staff bench] needs a browser: ${browser.error}`);
    return null;
  }
  console.log(`\n=== Admin staff table: the seed, then ${staffCount} more staff (own emulator run) ===`);
  return benchInOwnRun({
    name: 'admin-staff',
    label: 'admin-staff bench',
    script: 'scripts/bench/adminStaff.mjs',
    outEnv: 'BENCH_ADMIN_OUT',
    extraEnv: { BENCH_ADMIN_STAFF: String(staffCount), CHROME_PATH: browser.path },
    emulators: { withFunctions: false }, // 20,000 writes would fire every staff trigger
    markdown: adminStaffMarkdown,
  });
}

/** The markdown table of the results. */
export function adminStaffMarkdown(r) {
  const row = (label, small, large, note = '') => `| ${label} | ${small} | ${large} | ${note} |`;
  const reads = (m) =>
    `${m.rows} documents + count (${m.countReads} read for ${m.total} entries) = ${m.rows + m.countReads}`;
  return [
    '# Admin staff table at scale',
    '',
    `Run ${r.finishedAt} on ${r.machine}. Produced by \`node scripts/bench/adminStaff.mjs\` (also run by \`npm run bench\`): Chromium signed in as the demo admin, hosting emulator; first rows = time from navigation start to the first table row (median of ${r.small.firstRowsRunsMs.length} reloads).`,
    '',
    `| measurement | seed (${r.small.total} staff) | ${r.large.total} staff | note |`,
    '|---|---|---|---|',
    row(
      'time to first rows',
      `${r.small.firstRowsMs} ms`,
      `${r.large.firstRowsMs} ms`,
      `runs: ${r.small.firstRowsRunsMs.join(', ')} / ${r.large.firstRowsRunsMs.join(', ')} ms`,
    ),
    row('documents read, first page', reads(r.small), reads(r.large), `page size ${pageSize}`),
    row(
      'documents the old page read (whole collection)',
      r.small.total,
      r.large.total,
      'before issue 15: every staff document, filtered in the browser',
    ),
    row(
      'Next page',
      `${r.small.next.ms} ms, ${r.small.next.rows} documents`,
      `${r.large.next.ms} ms, ${r.large.next.rows} documents`,
      'startAfter cursor, no offset',
    ),
    row(
      'filter type = Driver',
      `${r.small.filter.ms} ms, ${r.small.filter.rows} documents + count of ${r.small.filter.total}`,
      `${r.large.filter.ms} ms, ${r.large.filter.rows} documents + count of ${r.large.filter.total}`,
      'equality filter and count on the server',
    ),
    row('count line', r.small.rangeLine, r.large.rangeLine, ''),
    '',
    `Seeding ${r.seeded} staff took ${r.seedMs} ms (Admin SDK, batched commits of 500).`,
  ].join('\n');
}

/** Inside the emulators: measures, seeds, measures again, writes BENCH_ADMIN_OUT. */
async function inside() {
  const { chromium } = await import('playwright-core');
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { chromiumArgs } = await import('../lib/browser.mjs');
  const { seedBenchStaff } = await import('./seedStaff.mjs');
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const baseUrl = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:5000';
  const staffCount = Number(process.env.BENCH_ADMIN_STAFF ?? defaultCount);
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-household-staff' });

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH /* resolved outside by scripts/lib/browser.mjs */,
    args: chromiumArgs,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await signIn(page, baseUrl);
    const small = await measure(page, baseUrl);
    console.log(
      `[admin-staff bench] seed: first rows ${small.firstRowsMs} ms, ${small.rows} documents + ${small.countReads} count read(s)`,
    );
    // No live listener while seeding: the open staff page would re-run its query on every write and
    // slow the emulator's writes (seen on a loaded 2-core machine).
    await page.goto('about:blank');
    console.log(`[admin-staff bench] seeding ${staffCount} staff...`);
    const seeded = await seedBenchStaff(app, staffCount);
    console.log(`[admin-staff bench] seeded ${seeded.written} in ${seeded.ms} ms`);
    const large = await measure(page, baseUrl);
    console.log(
      `[admin-staff bench] ${large.total} staff: first rows ${large.firstRowsMs} ms, ${large.rows} documents + ${large.countReads} count read(s)`,
    );
    const machine = `${cpus().length} CPU(s), ${cpus()[0]?.model ?? 'unknown'}`;
    writeFileSync(
      process.env.BENCH_ADMIN_OUT,
      JSON.stringify({ machine, seeded: seeded.written, seedMs: seeded.ms, small, large }, null, 2),
    );
  } finally {
    await browser.close();
  }
}

async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/admin/staff?lang=en`);
  await page.getByLabel('Username').fill(process.env.BENCH_ADMIN_USER ?? 'admin');
  await page.getByLabel('Password', { exact: true }).fill(process.env.BENCH_ADMIN_PASSWORD ?? 'admin123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Admin sections' }).waitFor({ timeout: 30_000 });
}

const rowSelector = '.ant-table-tbody tr.ant-table-row';

async function rangeTotal(page) {
  const range = page.getByTestId('staff-range');
  await page.waitForFunction(
    () => /of \d+ staff members/.test(document.querySelector('[data-testid="staff-range"]')?.textContent ?? ''),
    null,
    {
      timeout: 30_000,
    },
  );
  const text = (await range.textContent()) ?? '';
  return { text, total: Number(/of (\d+) staff/.exec(text)?.[1] ?? 0) };
}

async function measure(page, baseUrl) {
  const runs = [];
  for (let run = 0; run < 3; run += 1) {
    await page.goto(`${baseUrl}/admin/staff?lang=en`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      (selector) => (document.querySelector(selector) ? performance.now() : false),
      rowSelector,
      {
        polling: 'raf',
        timeout: 60_000,
      },
    );
    runs.push(Math.round(await handle.jsonValue()));
  }
  const { text, total } = await rangeTotal(page);
  const rows = await page.locator(rowSelector).count();

  const firstName = await page.locator(rowSelector).first().locator('td').nth(2).textContent();
  const nextStarted = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Next page' }).click();
  const nextDone = await page.waitForFunction(
    ([selector, name]) => {
      const first = document.querySelector(selector);
      return first && first.querySelectorAll('td')[2]?.textContent !== name ? performance.now() : false;
    },
    [rowSelector, firstName],
    { polling: 'raf', timeout: 30_000 },
  );
  const nextMs = Math.round((await nextDone.jsonValue()) - nextStarted);
  const nextRows = await page.locator(rowSelector).count();

  await page.goto(`${baseUrl}/admin/staff?lang=en`);
  await page.locator(rowSelector).first().waitFor();
  await page.getByRole('combobox', { name: 'Type' }).click();
  const filterStarted = await page.evaluate(() => performance.now());
  await page.locator('.ant-select-dropdown:visible').getByTitle('Driver', { exact: true }).click();
  const filterDone = await page.waitForFunction(
    (selector) => {
      const rowsNow = [...document.querySelectorAll(selector)];
      return rowsNow.length > 0 && rowsNow.every((row) => row.querySelectorAll('td')[3]?.textContent === 'Driver')
        ? performance.now()
        : false;
    },
    rowSelector,
    { polling: 'raf', timeout: 30_000 },
  );
  const filterMs = Math.round((await filterDone.jsonValue()) - filterStarted);
  const filtered = await rangeTotal(page);
  const filterRows = await page.locator(rowSelector).count();

  return {
    firstRowsMs: median(runs),
    firstRowsRunsMs: runs,
    total,
    rangeLine: text,
    rows,
    countReads: countReads(total),
    next: { ms: nextMs, rows: nextRows },
    filter: { ms: filterMs, rows: filterRows, total: filtered.total, countReads: countReads(filtered.total) },
  };
}

await benchMain(import.meta.url, inside, () => runAdminStaffBench());
