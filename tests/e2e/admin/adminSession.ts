// Helpers shared by the admin portal specs.
import { expect, type Page } from '@playwright/test';
import { adminPassword } from '../../fixtures/constants.ts';

/** A unique marker for this run, so parallel workers never trip over each other's data. */
export function uniqueTag(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/** Fills and submits the admin login form (no waiting for the outcome). */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in as the demo admin and waits for the portal. Retries a few times: the password spec
 * changes the admin password for a few seconds while other workers may be signing in.
 */
export async function loginAsAdmin(page: Page, path = '/admin', password = adminPassword): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
  for (let attempt = 1; ; attempt += 1) {
    await expect(page.getByLabel('Username')).toBeVisible();
    await submitLogin(page, 'admin', password);
    const portal = page.getByRole('navigation', { name: 'Admin sections' });
    const failed = page.getByTestId('login-error');
    await expect(portal.or(failed)).toBeVisible({ timeout: 15_000 });
    if (await portal.isVisible()) return;
    if (attempt >= 6) throw new Error('Admin sign-in kept failing');
    await page.waitForTimeout(2_000);
  }
}

/** The text of antd toasts (message and notification) currently on screen. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('.ant-message-notice, .ant-notification-notice').filter({ hasText: text }).first();
}
