// Watches a page for Content-Security-Policy violations (decision 009): the CSP spec and the truth sweep,
// which opens every public and admin page, use it.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every securitypolicyviolation event and every CSP console error of the page, from its next
 * load on; answers what was recorded since its last answer, once the current page has tried everything it
 * asked for: a walk that asks after each page hears of a violation from the page that set it off only.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => {
    // Everything the page asked for at load (scripts, styles, fonts, images) has been tried by now.
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const events = await page.evaluate(() => (window.__cspViolations ?? []).splice(0));
    return [...events, ...console.splice(0)];
  };
}
