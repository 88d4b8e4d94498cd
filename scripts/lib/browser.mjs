// Finds a Chromium for the end-to-end specs (Playwright) and the Lighthouse bench, in this order:
//   1. CHROME_PATH, when set (an error if it points nowhere: the user asked for that file);
//   2. a system Chromium/Chrome (absolute paths, then names on PATH);
//   3. the Chromium inside the @sparticuz/chromium devDependency (unpacked to /tmp on first use).
// BROWSER_SKIP_SYSTEM=1 skips step 2 (used to test step 3 on a machine that has a system browser).
// Playwright never downloads a browser in this project.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** Chromium flags for headless runs here (Playwright specs, bench): no sandbox (root in CI), no background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Debian's `chromium-headless-shell` (the same Chromium without the windowed browser around it): the specs
 * never show a window, and on the 2-core machine the same specs cost 18-39 % less CPU with it than with
 * the full browser (scripts/lib/browser.mjs's note in docs/decisions/034-test-lanes.md).
 */
export const headlessShellPaths = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

export const systemPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];
export const systemNames = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];

export const noBrowserMessage =
  'No Chromium found: run `npm install` (it brings @sparticuz/chromium; on a bare Linux also `apt-get install libnss3`), install chromium, or set CHROME_PATH.';

/**
 * The lookup order as a pure function. `isExecutable(path)` and `onPath(name)` (returns a path or
 * null) are the machine checks; `packaged()` returns the packaged browser's path or null (it may be
 * async: the package unpacks on first call).
 * @returns {Promise<{ path: string, source: 'CHROME_PATH' | 'system' | 'package' } | { error: string }>}
 */
export async function findBrowser({ env, isExecutable, onPath, packaged, headless = false }) {
  if (env.CHROME_PATH) {
    return isExecutable(env.CHROME_PATH)
      ? { path: env.CHROME_PATH, source: 'CHROME_PATH' }
      : { error: `CHROME_PATH is set to ${env.CHROME_PATH}, which is not an executable file: fix or unset it.` };
  }
  if (env.BROWSER_SKIP_SYSTEM !== '1') {
    if (headless)
      for (const candidate of headlessShellPaths)
        if (isExecutable(candidate)) return { path: candidate, source: 'system' };
    for (const candidate of systemPaths) if (isExecutable(candidate)) return { path: candidate, source: 'system' };
    for (const name of systemNames) {
      const found = onPath(name);
      if (found) return { path: found, source: 'system' };
    }
  }
  const bundled = await packaged();
  if (bundled && isExecutable(bundled)) return { path: bundled, source: 'package' };
  return { error: noBrowserMessage };
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

async function packaged() {
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    return await chromium.executablePath();
  } catch {
    return null; // not installed (npm install --omit=dev) or cannot unpack
  }
}

/**
 * The browser on this machine, or `{ error }` with one line naming the fix. `headless`: for the browser
 * specs, which never show a window: a headless shell first, where the machine has one.
 */
export function resolveBrowser(env = process.env, { headless = false } = {}) {
  return findBrowser({ env, isExecutable, onPath, packaged, headless });
}
