// Steps shared by every admin portal spec (tests/e2e/admin and tests/e2e/admin-staff).
import { expect, type Locator, type Page } from '@playwright/test';
import { adminPassword, adminUsername } from '../../fixtures/constants.ts';

/** A unique marker for this run, so parallel workers never trip over each other's data. */
export function uniqueTag(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/** A unique display name (with a space, for name fields). */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * How long the login form may take to appear: the admin chunk (antd, the Firebase SDK) loads after
 * the page's load event, and on a busy 2-core machine a cold first load has taken over 10 s.
 */
export const adminChunkTimeout = 30_000;

/** Fills and submits the admin login form (no waiting for the outcome). */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in as the demo admin and waits for the portal. No retries: the password-change spec, the
 * only one that changes the admin password, runs in a Playwright project of its own after every
 * other spec (tests/playwright.config.ts), so a failed sign-in here is a real failure.
 */
export async function loginAsAdmin(page: Page, path = '/admin', password = adminPassword): Promise<void> {
  // Specs open a visitor page first; the admin page is the one in front (animations run in front).
  await page.bringToFront();
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
  await expect(page.getByLabel('Username')).toBeVisible({ timeout: adminChunkTimeout });
  await submitLogin(page, adminUsername, password);
  const portal = page.getByRole('navigation', { name: 'Admin sections' });
  const failed = page.getByTestId('login-error');
  await expect(portal.or(failed)).toBeVisible({ timeout: 30_000 });
  if (await failed.isVisible()) throw new Error(`Admin sign-in failed: ${await failed.textContent()}`);
}

/** The text of antd toasts (message and notification) currently on screen. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.ant-message-notice, .ant-notification-notice').filter({ hasText: text }).first();
}

/** Picks `option` in an antd Select and checks that the choice took (a click during the open animation can miss). */
export async function chooseOption(page: Page, combobox: Locator, option: string): Promise<void> {
  const select = combobox.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(async () => {
    await combobox.click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click({ timeout: 3_000 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Taps a button of the open antd popconfirm, as a person does. The portal shows popups without an opening
 * animation and keeps the sticky header below them (docs/decisions/029-admin-on-a-phone.md), so a real
 * click reaches the button; a header or toast over it fails the spec.
 */
export async function confirmPopconfirm(page: Page, name: string): Promise<void> {
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name, exact: true }).click();
}
