// Lighthouse (default config = mobile preset, simulated throttling) against the hosting emulator.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { chromiumArgs } from '../lib/browser.mjs';

// The production-like server's HTTP/2 listener has a self-signed certificate (prodServer.mjs).
export const lighthouseChromeFlags = ['--headless=new', '--ignore-certificate-errors', ...chromiumArgs];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The LCP element's selector (Lighthouse 13 reports it in the lcp-breakdown insight). */
function lcpElementOf(lhr) {
  const details =
    lhr.audits['lcp-breakdown-insight']?.details ?? lhr.audits['largest-contentful-paint-element']?.details;
  const node = (details?.items ?? []).find((item) => item?.type === 'node') ?? details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}"` : null;
}

/** Runs Lighthouse once on `url`; returns the four category scores (0-100), LCP, TBT, CLS and failing audits. */
export async function runLighthouse(url, chromePath, saveTo = null) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: lighthouseChromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    const lhr = result.lhr;
    if (saveTo) writeFileSync(saveTo, JSON.stringify(lhr));
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    const failing = [];
    for (const id of categories) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9)
          failing.push(`${id}: ${ref.id} (${audit.displayValue ?? audit.score})`);
      }
    }
    return {
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
      failing,
      lcpElement: lcpElementOf(lhr),
      runtimeError: lhr.runtimeError?.message ?? null,
    };
  } finally {
    await chrome.kill();
  }
}
