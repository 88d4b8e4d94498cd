// Shared steps of the admin staff/media/storage specs (not a spec file itself).
import { expect, type Page } from '@playwright/test';
import { adminPassword, adminUsername } from '../../fixtures/constants.ts';

/** Signs in through the login form and waits for the portal, then opens `path`. */
export async function signIn(page: Page, path = '/admin'): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
  await page.getByLabel('Username').fill(adminUsername);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('tab', { name: 'Staff' })).toBeVisible({ timeout: 20_000 });
}

/** A name no other spec or run uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Picks `option` in the antd Select labelled `label` inside `scope`. */
export async function chooseOption(page: Page, combobox: ReturnType<Page['getByRole']>, option: string): Promise<void> {
  await combobox.click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** The antd toast with this text. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}
