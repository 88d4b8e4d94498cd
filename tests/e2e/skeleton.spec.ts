import { expect, test } from './support/visitor.ts';
import { adminDb } from '../support/adminSdk.ts';

test.describe('walking skeleton', () => {
  test('home page shows the English hero text from Firestore', async ({ page }) => {
    const doc = await adminDb().doc('content/home_heroTitle').get();
    await page.goto('/?lang=en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByTestId('hero-title')).toHaveText(doc.get('en'));
  });

  test('home page in Arabic is right-to-left with the Arabic hero text from Firestore', async ({ page }) => {
    const doc = await adminDb().doc('content/home_heroTitle').get();
    await page.goto('/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByTestId('hero-title')).toHaveText(doc.get('ar'));
  });

  test('unknown path shows the 404 page with a link home', async ({ page }) => {
    await page.goto('/no-such-page?lang=en');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$|\/\?/);
  });

  test('/admin shows the login form', async ({ page }) => {
    await page.goto('/admin?lang=en');
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
  });
});
