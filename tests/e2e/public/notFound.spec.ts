// The 404 page in both languages, and its way home. Every public page's frame (direction, heading, header,
// footer, title, canonical address) is checked by the truth sweep's page loads (truth/truthSweep.spec.ts).
import { expect, test } from '../support/visitor.ts';
import { expectNoTranslationKeys, tr } from './helpers.ts';

test('unknown path shows the 404 page in both languages', async ({ page }) => {
  await page.goto('/no-such-page?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('ar', 'common', 'notFound.title'));
  await expectNoTranslationKeys(page);
  await page.goto('/also/missing?lang=en');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:5000\/(\?.*)?$/);
  await expect(page.getByTestId('hero-title')).toBeVisible();
});
