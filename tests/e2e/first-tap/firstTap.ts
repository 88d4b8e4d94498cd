// Shared parts of the first-tap specs: a phone visitor who opens a page and taps at once, on a slowed CPU,
// with the app held back so the tap lands before the app has hydrated the page.
import type { Page } from '@playwright/test';

/** Slows the page's CPU as Lighthouse's mobile preset assumes (4x), through the DevTools protocol. */
export async function slowCpu(page: Page, rate = 4): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Holds the app's boot chunk until `release()`: whatever the spec does meanwhile happens before the app
 * exists (the worst case of a slow phone); afterwards the app starts and hydrates the same page.
 */
export async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds the entry script itself (a module, run after the HTML is parsed) until `release()`: a visitor on a
 * slow connection sees and taps the pre-rendered page before any of the site's JavaScript has run. Open the
 * page with `waitUntil: 'commit'`: its load event waits for the held script.
 */
export async function holdEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Hydration errors React reports (a mismatch would throw the server's page away and lose input). */
export function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const watch = (text: string) => {
    if (/hydrat|Minified React error #(418|423|425)/i.test(text)) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') watch(message.text());
  });
  page.on('pageerror', (error) => watch(error.message));
  return errors;
}

export const appReady = (page: Page) => page.locator('html[data-app="ready"]');
