// Ticking a public form's privacy-consent box, as a visitor does: one tap, which must hold.
import { expect, type Locator } from '@playwright/test';

/**
 * Ticks the box with one tap and checks the tick held. A tick lost while the app hydrates was seen in
 * earlier full runs ("Clicking the checkbox did not change its state"); the early handlers now keep such
 * clicks from React until the app is ready (site/early/earlyClicks.ts, site/early/forms.ts), so a lost tick
 * fails the test instead of being tapped again.
 */
export async function tickConsent(box: Locator): Promise<void> {
  await box.click();
  await expect(box, 'the consent tick was not kept (decision 017)').toBeChecked();
}
