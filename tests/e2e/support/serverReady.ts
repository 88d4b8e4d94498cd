// Playwright's global setup: waits until the site answers a pre-rendered page before any spec opens one.
// The emulators report ready before the render function has ever run; its first run starts a functions
// worker and loads the server bundle, which on a busy 2-core machine (npm test runs its other suites
// beside the browser specs) has taken over 30 s, longer than a spec waits for a page to load. This is
// the server's start, not a visitor's warm-up: no browser, no input, no page of any spec is touched.
import type { FullConfig } from '@playwright/test';

const patienceMs = 180_000;

export default async function serverReady(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:5000';
  const deadline = Date.now() + patienceMs;
  // Both languages: the render function answers each from its own bundle of texts.
  for (const path of ['/?lang=en', '/?lang=ar']) {
    for (;;) {
      let last: string;
      try {
        const response = await fetch(new URL(path, baseURL), { signal: AbortSignal.timeout(60_000) });
        await response.arrayBuffer();
        if (response.ok) break;
        last = `HTTP ${response.status}`;
      } catch (error) {
        last = error instanceof Error ? error.message : String(error);
      }
      if (Date.now() > deadline) throw new Error(`The site did not answer ${path} within 3 minutes (${last}).`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}
