// What a visitor feels on their first tap (docs/decisions/017-html-first-early-input.md): a freshly opened
// page on a 412x823 touch screen, CPU slowed 4x as Lighthouse's mobile preset assumes, responses compressed
// as Hosting serves them, no input before the tap, which comes half a second after `load`. For each
// control, over `runs` fresh loads: whether the tap's effect showed, and the interaction's duration from
// Event Timing as the web-vitals library reports it for INP (median and worst).
// The tap is a trusted touch (Input.dispatchTouchEvent through the DevTools protocol), not a synthetic click.
/* global document, window -- the page.evaluate callbacks run in the browser */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../lib/browser.mjs';

const require = createRequire(import.meta.url);
// The package exports only its modules; its browser build (an IIFE defining `webVitals`) sits beside them.
const webVitals = readFileSync(path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

/** The controls measured: the page, the control, and how to tell that the tap did its job. */
export const firstInteractionCases = (workerRefCode) => [
  { name: 'menu', path: '/?lang=ar', selector: '[data-testid="menu-button"]', effect: 'menu-open' },
  {
    name: 'language',
    path: '/maids-resume?lang=en',
    selector: '[data-testid="language-toggle"]',
    effect: 'navigated-lang-ar',
  },
  {
    name: 'save',
    path: `/workers/${workerRefCode}?lang=en`,
    selector: '[data-testid="worker-profile"] [data-testid="shortlist-save"]',
    effect: 'saved',
  },
  {
    name: 'contact field',
    path: '/contact?lang=en',
    selector: 'form[data-testid="contact-form"] input[name="name"]',
    effect: 'typed',
  },
];

async function effectShown(page, effect) {
  try {
    if (effect === 'menu-open')
      await page.waitForFunction(() => document.getElementById('site-menu')?.open === true, null, { timeout: 5000 });
    else if (effect === 'navigated-lang-ar')
      await page
        .waitForURL(/[?&]lang=ar/, { timeout: 5000 })
        .then(() => page.waitForFunction(() => document.documentElement.lang === 'ar', null, { timeout: 5000 }));
    else if (effect === 'saved')
      await page.waitForFunction(
        () =>
          document
            .querySelector('[data-testid="worker-profile"] [data-testid="shortlist-save"]')
            ?.getAttribute('aria-pressed') === 'true',
        null,
        { timeout: 5000 },
      );
    else if (effect === 'typed') {
      await page.keyboard.type('Amina');
      await page.waitForFunction(
        () => {
          const field = document.activeElement;
          return field instanceof window.HTMLInputElement && field.value === 'Amina';
        },
        null,
        { timeout: 5000 },
      );
    }
    return true;
  } catch {
    return false;
  }
}

/** One fresh load and one tap: { shown, durationMs } (durationMs null when no interaction of 16 ms or more was reported). */
async function oneRun(browser, url, testCase) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const durations = [];
  await context.exposeBinding('__reportInteraction', (_source, duration) => durations.push(duration));
  // web-vitals' INP with every interaction reported (Event Timing's smallest duration is 16 ms).
  await context.addInitScript(
    `${webVitals};webVitals.onINP((metric) => { for (const entry of metric.entries) window.__reportInteraction(entry.duration); }, { reportAllChanges: true, durationThreshold: 16 });`,
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() => localStorage.clear());
  await page.waitForTimeout(500);
  const box = await page.locator(testCase.selector).first().boundingBox();
  if (!box) throw new Error(`${testCase.name}: no visible control ${testCase.selector} on ${url}`);
  // A tap outside the screen lands nowhere: say so instead of reporting a control that did nothing.
  if (box.y < 0 || box.y + box.height > 823)
    throw new Error(
      `${testCase.name}: ${testCase.selector} is not on the first screen of ${url} (top ${Math.round(box.y)} px)`,
    );
  const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const shown = await effectShown(page, testCase.effect);
  // Event Timing reports after the next paint; a navigation may take the page away first.
  await page.waitForTimeout(300).catch(() => undefined);
  await context.close();
  return { shown, durationMs: durations.length ? Math.round(Math.max(...durations)) : null };
}

/** Every case over `runs` fresh loads: { name, path, shown, runs, medianMs, worstMs, durations }. */
export async function measureFirstInteractions(origin, chromePath, workerRefCode, runs = 10) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  const results = [];
  try {
    for (const testCase of firstInteractionCases(workerRefCode)) {
      const samples = [];
      for (let run = 0; run < runs; run += 1)
        samples.push(await oneRun(browser, `${origin}${testCase.path}`, testCase));
      // An interaction under Event Timing's 16 ms floor is reported as 16 ms.
      const durations = samples.map((s) => s.durationMs ?? 16).sort((a, b) => a - b);
      results.push({
        name: testCase.name,
        path: testCase.path,
        shown: samples.filter((s) => s.shown).length,
        runs,
        medianMs: durations[Math.floor(durations.length / 2)],
        worstMs: durations[durations.length - 1],
        durations: samples.map((s) => s.durationMs),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
