import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, resolveBrowser } from '../scripts/lib/browser.mjs';

// End-to-end specs against the built site on the hosting emulator. Started by scripts/test.mjs.
// The browser: CHROME_PATH, else Debian's headless shell, else the system Chromium, else the one in
// @sparticuz/chromium (scripts/lib/browser.mjs; Playwright never downloads a browser here).
const browser = await resolveBrowser(process.env, { headless: true });
if ('error' in browser) throw new Error(browser.error);
const chromiumPath = browser.path;

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
  // Its own folder per run (E2E_OUTPUT): npm test runs the blank project's specs beside the others, on
  // other emulators, and Playwright empties its output folder when a run starts.
  outputDir: process.env.E2E_OUTPUT ?? '../.cache/playwright-output',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000',
    // DOM snapshots and network of a failed test, without the screencast: recording frames for every
    // test (they are thrown away when it passes) cost about a quarter of the browser's CPU here.
    // E2E_TRACE=0 turns it off (914 against 843 CPU-s for the specs), and npm test does so unless
    // E2E_TRACE=1: the lost Load more click it was kept for was found (staff cards with
    // content-visibility moved under the click; decision 034, sixth session).
    trace:
      process.env.E2E_TRACE === '0'
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
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
      testIgnore: /[\\/]blank[\\/]/,
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
