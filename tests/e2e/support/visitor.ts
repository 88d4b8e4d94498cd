// The `test` every spec uses: Playwright's, with an opt-in warm-up pointer move on each pre-rendered page.
import { test as base, type BrowserContext, type Page, type Request } from '@playwright/test';
import { trackFirestoreChannels } from './firestoreChannels.ts';

export { expect, type Browser, type Locator, type Page } from '@playwright/test';

/**
 * A pointer move on each pre-rendered document, as a desktop visitor's mouse entering the page would do:
 * it starts the app at once (docs/decisions/017-html-first-early-input.md). Specs do NOT get it by default:
 * a pre-rendered page must work from its first byte, so specs tap like a visitor who never moved a pointer.
 * A spec that opts in (`test.use({ visitorInput: true })`) says why. The move is sent through the DevTools
 * protocol rather than `page.mouse`, whose position a click in flight would then use.
 */
export function actAsVisitor(page: Page): void {
  let moves = 0;
  page.on('domcontentloaded', () => {
    void (async () => {
      const prerendered = await page.evaluate(() => document.documentElement.hasAttribute('data-prerendered'));
      if (!prerendered) return;
      const session = await page.context().newCDPSession(page);
      moves += 1;
      await session.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: 1 + (moves % 2), y: 1 });
      await session.detach();
    })().catch(() => {
      // The page navigated on or closed meanwhile: its next document gets its own move.
    });
  });
}

/**
 * The browser's console errors, uncaught page errors, failed requests and slow or unanswered documents of
 * every page in `context`, printed when the test fails: a CI log then says whether a read failed or a
 * page was still waiting for its next document, not only what the page showed.
 */
function recordBrowserProblems(context: BrowserContext) {
  const problems: string[] = [];
  const note = (line: string) => {
    if (problems.length < 60) problems.push(line.slice(0, 500));
  };
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') note(`console error on ${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => note(`page error on ${page.url()}: ${error.message}`));
    page.on('requestfailed', (request) => {
      navigations.delete(request);
      note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`);
    });
    // A document that answers late looks like a lost tap (the old page stays): say how long each took.
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.set(request, Date.now());
    });
    page.on('response', (response) => {
      const started = navigations.get(response.request());
      if (started === undefined) return;
      navigations.delete(response.request());
      const took = Date.now() - started;
      if (took > slowDocumentMs)
        note(`slow document: ${response.url()} answered ${response.status()} after ${took} ms`);
    });
  };
  const navigations = new Map<Request, number>();
  context.on('page', watch);
  for (const page of context.pages()) watch(page);
  return {
    /** The problems, with the documents still unanswered. */
    report: () => [
      ...problems,
      ...[...navigations].map(
        ([request, started]) => `document still unanswered: ${request.url()} after ${Date.now() - started} ms`,
      ),
    ],
  };
}

/** A document slower than this is reported with a failing test's browser problems. */
const slowDocumentMs = 5_000;

export const test = base.extend<{ visitorInput: boolean }>({
  // Off: specs open pages fresh and tap, type and submit with no warm-up input.
  visitorInput: [false, { option: true }],
  context: async ({ context, visitorInput }, use, testInfo) => {
    const problems = recordBrowserProblems(context);
    if (visitorInput) {
      context.on('page', actAsVisitor);
      for (const page of context.pages()) actAsVisitor(page);
    }
    const endChannels = trackFirestoreChannels(context);
    await use(context);
    const reported = problems.report();
    if (testInfo.status !== testInfo.expectedStatus && reported.length > 0)
      console.log(`What the browser reported during this test:\n  ${reported.join('\n  ')}`);
    // The pages first (a live page would open a new channel), then their Firestore channels
    // (support/firestoreChannels.ts: the emulator never drops them itself).
    for (const page of context.pages()) await page.close().catch(() => undefined);
    await endChannels();
  },
});
