import { expect, test, type Page } from '../support/visitor.ts';
import { adminChunkTimeout, loginAsAdmin, submitLogin, toast } from '../support/adminPortal.ts';

/** Picks a language in the shell's selector (its label changes with the language) and waits for the direction. */
async function switchLanguage(page: Page, option: string, dir: 'rtl' | 'ltr'): Promise<void> {
  await expect(async () => {
    await page.getByRole('combobox', { name: /^(Language|اللغة)$/ }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click({ timeout: 3_000 });
    await expect(page.locator('html')).toHaveAttribute('dir', dir, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('admin login', () => {
  test('rejects an unknown username and a wrong password, then signs in', async ({ page }) => {
    await page.goto('/admin?lang=en');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible({ timeout: adminChunkTimeout });
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    await submitLogin(page, 'root', 'whatever');
    await expect(page.getByTestId('login-error')).toHaveText('Auth error: Unknown username');
    await expect(toast(page, 'Auth error: Unknown username')).toBeVisible();

    await submitLogin(page, 'admin', 'not-the-password');
    await expect(page.getByTestId('login-error')).toHaveText('Auth error: Incorrect password. Please try again.');

    await submitLogin(page, 'admin', 'admin123');
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
    await expect(toast(page, 'Login Successful')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('requires both fields', async ({ page }) => {
    await page.goto('/admin?lang=en');
    await page.getByRole('button', { name: 'Sign in' }).click({ timeout: adminChunkTimeout });
    await expect(page.getByText('Please enter your username')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();
  });

  test('the shell switches to Arabic (RTL), logs out, and sends unknown admin paths to the dashboard', async ({
    page,
  }) => {
    await loginAsAdmin(page, '/admin/no-such-page');
    await expect(page).toHaveURL(/\/admin(\?|$)/);
    for (const tab of ['Dashboard', 'Staff', 'Messages', 'Content', 'Reviews', 'Media', 'Storage', 'Settings']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings/);

    await switchLanguage(page, 'العربية', 'rtl');
    await expect(page.getByRole('tab', { name: 'الإعدادات' })).toBeVisible();
    await switchLanguage(page, 'English', 'ltr');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByLabel('Username')).toBeVisible();
  });
});
