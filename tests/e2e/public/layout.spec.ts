// Shared layout: header menus, the mobile drawer side per language, footer, and the language and
// theme choices surviving a reload.
import { expect, test } from '../support/visitor.ts';
import { seedSiteSettings } from '../../fixtures/site.ts';
import { tr, waitForHydration } from './helpers.ts';

test('desktop header: services dropdown by keyboard, footer licence and copyright', async ({ page }) => {
  await page.goto('/?lang=en');
  await waitForHydration(page);
  const services = page.locator('.services-menu summary');
  await services.focus();
  await page.keyboard.press('ArrowDown');
  const maids = page.getByRole('link', { name: 'Domestic workers' }).first();
  await expect(maids).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.services-menu')).not.toHaveAttribute('open');
  await expect(services).toBeFocused();
  await services.click();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Transfer of services' })
    .click();
  await expect(page).toHaveURL(/\/transfer-staff\?lang=en$/);

  const footer = page.getByTestId('site-footer');
  await expect(footer.getByTestId('license-number')).toContainText(seedSiteSettings.licenseNumber);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer).toContainText(seedSiteSettings.companyAboutEn);
  await expect(footer.getByRole('link', { name: 'Nannies and caregivers' })).toHaveAttribute(
    'href',
    '/maids-resume?lang=en',
  );
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy?lang=en');
  await expect(page.getByTestId('whatsapp-fab')).toHaveAttribute(
    'href',
    `https://wa.me/966501234567?text=${encodeURIComponent(tr('en', 'common', 'whatsapp.defaultMessage')).replace(/%20/g, '+')}`,
  );
  // The admin portal has no public header or footer.
  await page.goto('/admin?lang=en');
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await expect(page.getByTestId('whatsapp-fab')).toHaveCount(0);
});

for (const language of ['en', 'ar'] as const) {
  test(`mobile drawer opens from the ${language === 'en' ? 'right in English' : 'left in Arabic'}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/?lang=${language}`);
    await expect(page.getByRole('navigation', { name: tr(language, 'common', 'nav.main') })).toBeHidden();
    const menuButton = page.getByTestId('menu-button');
    await menuButton.click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    await page.waitForTimeout(300); // open animation
    const box = (await drawer.boundingBox())!;
    if (language === 'en') {
      expect(Math.round(box.x + box.width)).toBe(375);
      expect(box.x).toBeGreaterThan(20);
    } else {
      expect(Math.round(box.x)).toBe(0);
      expect(box.x + box.width).toBeLessThan(355);
    }
    // Focus stays inside the drawer while tabbing: the app's focus trap. (Before the app, the native modal
    // dialog makes the page inert, but Tab may leave to the browser's own controls: wait for the app here.)
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="mobile-drawer"]'))).toBe(true);
    }
    // Collapsible services group (a <details>).
    const group = drawer.locator('details');
    await expect(group).not.toHaveAttribute('open');
    await expect(drawer.getByRole('link', { name: tr(language, 'common', 'nav.drivers') })).toBeHidden();
    await group.getByText(tr(language, 'common', 'nav.services'), { exact: true }).click();
    await expect(drawer.getByRole('link', { name: tr(language, 'common', 'nav.drivers') })).toBeVisible();
    // Escape closes and gives focus back to the menu button.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    // A link navigates and closes the drawer.
    await menuButton.click();
    await drawer.getByRole('link', { name: tr(language, 'common', 'nav.helpCenter') }).click();
    await expect(page).toHaveURL(/\/help-center/);
    await expect(drawer).toBeHidden();
  });
}

test('language and theme choices survive a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about-us?lang=en');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('ar', 'public', 'about.title'));
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('/about-us');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('ar', 'public', 'about.title'));
  // Dark theme really changes the page colours.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(11, 17, 32)');
});
