/* global document */
// Measures /maids-resume in Chromium: time to the first rendered staff card and the Firestore
// documents the page reads, for the first page, one filter change and one Load more. The first page is
// pre-rendered by the renderPage function (decision 013): its reads are the function's (its
// `X-Documents-Read` header, sent only under the emulator) plus any the browser makes; the browser's are
// counted from the Firestore Lite RunQuery / RunAggregationQuery responses. The filter change and Load more
// are the hydrated app's queries.
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../lib/browser.mjs';

/** Counts documents in Firestore REST responses seen by a page. */
function firestoreCounter(page) {
  const counter = {
    queries: 0,
    documents: 0,
    aggregations: 0,
    aggregatedEntries: 0,
    aggregationReads: 0,
    pending: new Set(),
  };
  page.on('response', (response) => {
    const url = response.url();
    const isQuery = url.includes(':runQuery');
    const isAggregation = url.includes(':runAggregationQuery');
    if (!isQuery && !isAggregation) return;
    const task = response
      .json()
      .then((body) => {
        const items = Array.isArray(body) ? body : [body];
        if (isQuery) {
          counter.queries += 1;
          counter.documents += items.filter((item) => item && item.document).length;
        } else {
          counter.aggregations += 1;
          for (const item of items) {
            const count = item?.result?.aggregateFields ? Object.values(item.result.aggregateFields)[0] : null;
            const entries = count?.integerValue ? Number(count.integerValue) : 0;
            counter.aggregatedEntries += entries;
            // Billing: a count aggregation costs one read per 1,000 index entries matched (at least one).
            counter.aggregationReads += Math.max(1, Math.ceil(entries / 1000));
          }
        }
      })
      .catch(() => {});
    counter.pending.add(task);
    void task.finally(() => counter.pending.delete(task));
  });
  return counter;
}

function firestoreResponse(page, method) {
  return page.waitForResponse((response) => response.url().includes(method) && response.request().method() === 'POST', {
    timeout: 30_000,
  });
}

async function settle(counter, page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await Promise.all([...counter.pending]);
}

function snapshot(counter) {
  const { queries, documents, aggregations, aggregatedEntries, aggregationReads } = counter;
  return { queries, documents, aggregations, aggregatedEntries, aggregationReads };
}

/** The documents the pre-renderer read for the page (none counted when the header is absent). */
const renderReads = (response) => Number(response?.headers()['x-documents-read'] ?? 0);

/** Waits until the app has hydrated the page (`<html data-app="ready">`, as the browser specs wait). */
async function hydrated(page) {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 30_000 });
}

function diff(after, before) {
  return Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - before[key]]));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * @param {{ baseUrl: string, chromePath: string, runs?: number }} options
 */
export async function measureMaidsPage({ baseUrl, chromePath, runs = 3 }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  const firstCardMs = [];
  let firstPage;
  let filterChange;
  let loadMore;
  let total = null;
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const counter = firestoreCounter(page);
      const response = await page.goto(`${baseUrl}/maids-resume?lang=en`, { waitUntil: 'commit' });
      // Polled every animation frame: the time (since navigation start) the first card is in the DOM.
      const handle = await page.waitForFunction(
        () => (document.querySelector('[data-testid="staff-card"]') ? performance.now() : false),
        null,
        {
          polling: 'raf',
          timeout: 30_000,
        },
      );
      firstCardMs.push(Math.round(await handle.jsonValue()));
      await page.getByTestId('staff-count').waitFor();
      await settle(counter, page);
      if (run === runs - 1) {
        const served = snapshot(counter);
        firstPage = { ...served, renderReads: renderReads(response), browserDocuments: served.documents };
        firstPage.documents = served.documents + firstPage.renderReads;
        total = await page.getByTestId('staff-count').textContent();
        // The filter change and Load more are the app's: the early layer would reload the page instead.
        await hydrated(page);

        let before = snapshot(counter);
        // A filter change sends one list query and one count aggregation; wait for both answers.
        const answers = Promise.all([
          firestoreResponse(page, ':runQuery'),
          firestoreResponse(page, ':runAggregationQuery'),
        ]);
        await page.getByTestId('filter-type').selectOption('Nanny');
        await page.waitForURL(/type=Nanny/);
        await answers;
        await page.getByTestId('staff-count').waitFor();
        await settle(counter, page);
        filterChange = {
          ...diff(snapshot(counter), before),
          countLine: await page.getByTestId('staff-count').textContent(),
        };

        before = snapshot(counter);
        const cards = await page.getByTestId('staff-card').count();
        const answer = firestoreResponse(page, ':runQuery');
        await page.getByTestId('staff-load-more').click();
        await answer;
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="staff-card"]').length > n, cards);
        await settle(counter, page);
        loadMore = diff(snapshot(counter), before);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    firstCardMs: median(firstCardMs),
    firstCardRunsMs: firstCardMs,
    countLine: total,
    firstPage,
    filterChange,
    loadMore,
  };
}
