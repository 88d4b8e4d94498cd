// Ticking a public form's privacy-consent box, as a visitor does: one tap, which must hold.
import { expect, type Locator } from '@playwright/test';

/**
 * Ticks the box with one tap and checks the tick held. Earlier full runs lost such ticks ("Clicking the
 * checkbox did not change its state"): the app's start scrolled the page to the top under the tap
 * (decision 017, "The page stays where the visitor put it"). A lost tick fails the test; it is never
 * tapped again.
 */
export async function tickConsent(box: Locator): Promise<void> {
  await box.click();
  await expect(box, 'the consent tick was not kept (decision 017)').toBeChecked();
}
