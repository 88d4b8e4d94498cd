// Ticking a public form's privacy-consent box, as a visitor does.
import { expect, test, type Locator } from '@playwright/test';

/**
 * Ticks the box. Known issue, not yet understood (see the 2026-11-25 closing notes): under a loaded
 * end-to-end run, a tick landing just after the page loads is now and then not kept (Playwright: "Clicking
 * the checkbox did not change its state"); the form then refuses the send as without consent, so nothing
 * wrong is stored. The spec records it as an annotation on the test and ticks once more, as the visitor
 * would; a second loss fails the test.
 */
export async function tickConsent(box: Locator): Promise<void> {
  await box.click();
  try {
    await expect(box).toBeChecked({ timeout: 1_000 });
    return;
  } catch {
    test.info().annotations.push({ type: 'consent-tick-lost', description: 'the first tick was not kept' });
    console.warn(`consent-tick-lost: ${test.info().title}`);
  }
  if (!(await box.isChecked())) await box.click();
  await expect(box).toBeChecked();
}
