import { defineConfig, devices } from '@playwright/test';
import { resolveBrowser } from '../scripts/lib/browser.mjs';

// End-to-end specs against the built site on the hosting emulator. Started by scripts/test.mjs.
// The browser: CHROME_PATH, else the system Chromium, else the one in @sparticuz/chromium
// (scripts/lib/browser.mjs; Playwright never downloads a browser here).
const browser = await resolveBrowser();
if ('error' in browser) throw new Error(browser.error);
const chromiumPath = browser.path;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? '../.cache/test-results/e2e.json' }]],
  outputDir: '../.cache/playwright-output',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // The password-change spec changes the one admin's password for a few seconds; any spec signing in
  // meanwhile (2 workers) would fail. It runs in a project of its own once every other spec is done.
  projects: [
    { name: 'chromium', grepInvert: /@password-change/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'password-change', grep: /@password-change/, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
});
