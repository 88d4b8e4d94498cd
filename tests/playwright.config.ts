import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, resolveBrowser } from '../scripts/lib/browser.mjs';
import { laneOf, secondLane } from './e2e/lanes.ts';

// End-to-end specs against the built site on the hosting emulator. Started by scripts/test.mjs.
// The browser: CHROME_PATH, else the system Chromium, else the one in @sparticuz/chromium
// (scripts/lib/browser.mjs; Playwright never downloads a browser here).
const browser = await resolveBrowser();
if ('error' in browser) throw new Error(browser.error);
const chromiumPath = browser.path;
const blankSpecs = /[\\/]blank[\\/]/;
const lane = laneOf(process.env.E2E_LANE);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Waits until the render function answers (its first run is slow on a busy machine): support/serverReady.ts.
  globalSetup: './e2e/support/serverReady.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries, in CI either: a flaky spec is a failing spec (fix its cause, never retry it away).
  retries: 0,
  // Public pages are rendered per request by the renderPage function and every admin write now runs
  // the audit and stats triggers: on the 2-core machine a full admin spec takes 30-50 s, and a Firestore
  // write-stream handshake was seen taking 9 s while two workers ran (trace of admin-staff/staff.spec.ts).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? '../.cache/test-results/e2e.json' }]],
  outputDir: '../.cache/playwright-output',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000',
    // DOM snapshots and network of a failed test, without the screencast: recording frames for every
    // test (they are thrown away when it passes) cost about a quarter of the browser's CPU here.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  // The password-change spec changes the one admin's password for a few seconds; any spec signing in
  // meanwhile (2 workers) would fail. It runs in a project of its own once every other spec is done.
  // `blank` needs emulators without the demo data: npm test runs it alone, last, on the emptied
  // emulators with E2E_BLANK=1 (scripts/lib/emulatorSuites.mjs); elsewhere it skips with that reason.
  projects: [
    {
      name: 'chromium',
      // npm test's two lanes (tests/e2e/lanes.ts): the second lane's folders, or every other one.
      ...(lane === 'side' ? { testMatch: secondLane } : {}),
      testIgnore: lane === 'main' ? [blankSpecs, ...secondLane] : blankSpecs,
      grepInvert: /@password-change/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'password-change',
      grep: /@password-change/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'blank',
      testMatch: /[\\/]blank[\\/].*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
});
