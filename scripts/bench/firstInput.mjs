// The cost Lighthouse does not see: a pre-rendered page starts the app at the visitor's first input
// (docs/decisions/016-start-on-first-input.md), so this measures, on a phone-sized page with the CPU
// slowed 4x as Lighthouse's mobile preset assumes, the time from a first touch to the page's controls
// being enabled (the app downloaded from the warm HTTP cache of a first visit, evaluated and hydrated),
// and the longest main-thread task in that time.
/* global document, window, addEventListener, requestAnimationFrame -- the page.evaluate callbacks run in the browser */
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../lib/browser.mjs';

/** Median of `runs` measurements of `url`: { inputToReadyMs, longestTaskMs }. */
export async function measureFirstInput(url, chromePath, runs = 3) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  const samples = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      // A first visit's second page: the app's files are in the HTTP cache (they are immutable), as after
      // any earlier page of the site; the very first page of a visit also downloads them (about 45 KB
      // compressed for React DOM, the router and the page).
      await page.goto(url, { waitUntil: 'load' });
      await page.goto(url, { waitUntil: 'load' });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.waitForTimeout(300);
      await page.evaluate(() => {
        const toggle = document.querySelector('[data-testid="language-toggle"]');
        const longTasks = [];
        new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask' });
        window.__firstInput = new Promise((resolve, reject) => {
          if (!toggle) reject(new Error('no language toggle on the page to wait for'));
          setTimeout(() => reject(new Error('the controls were not enabled within 30 s of the first touch')), 30_000);
          addEventListener(
            'touchstart',
            (event) => {
              const started = event.timeStamp;
              const check = () => {
                if (toggle && !toggle.disabled) {
                  const after = longTasks.filter((task) => task.startTime + task.duration >= started);
                  resolve({
                    inputToReadyMs: Math.round(performance.now() - started),
                    longestTaskMs: Math.round(Math.max(0, ...after.map((task) => task.duration))),
                  });
                } else requestAnimationFrame(check);
              };
              check();
            },
            { capture: true, once: true },
          );
        });
      });
      // A touch on the page's main heading (text: no link, no control under it).
      const box = await page.locator('h1').first().boundingBox();
      const point = { x: Math.round((box?.x ?? 20) + 10), y: Math.round((box?.y ?? 200) + 10) };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      samples.push(await page.evaluate(() => window.__firstInput));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    inputToReadyMs: median(samples.map((s) => s.inputToReadyMs)),
    longestTaskMs: median(samples.map((s) => s.longestTaskMs)),
    runs: samples,
  };
}
