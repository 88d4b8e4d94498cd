// The `test` every spec uses: Playwright's, with the visitor's first input on each pre-rendered page.
import { test as base, type Page } from '@playwright/test';

export { expect, type Browser, type Locator, type Page } from '@playwright/test';

/**
 * A pre-rendered public page starts the app at the visitor's first input, not at load
 * (docs/decisions/016-start-on-first-input.md). A person's mouse enters the page, or their finger
 * touches it, before they use a control; a spec's click does not, and waits for a control that stays
 * disabled until the app runs. So each pre-rendered document a spec's page loads gets one pointer
 * move, as a desktop visitor's mouse would, at its top corner. It is sent through the DevTools protocol
 * rather than `page.mouse`, whose position a click in flight would then use.
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

export const test = base.extend<{ visitorInput: boolean }>({
  // `test.use({ visitorInput: false })` leaves the pages without input (the specs of the start itself).
  visitorInput: [true, { option: true }],
  context: async ({ context, visitorInput }, use) => {
    if (visitorInput) {
      context.on('page', actAsVisitor);
      for (const page of context.pages()) actAsVisitor(page);
    }
    await use(context);
  },
});
