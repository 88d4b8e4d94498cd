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

/** Every admin page, in the order of the portal's navigation (web/src/admin/shell/AdminShell.tsx), then the trash tab. */
export const adminRoutes = [
  '/admin',
  '/admin/staff',
  '/admin/messages',
  '/admin/requests',
  '/admin/content',
  '/admin/reviews',
  '/admin/media',
  '/admin/storage',
  '/admin/costs',
  '/admin/settings',
  '/admin/activity',
  '/admin/activity?tab=trash',
] as const;

/** Fills and submits the admin login form (no waiting for the outcome). */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** One record of the Firebase Auth SDK's IndexedDB store (firebaseLocalStorageDb / firebaseLocalStorage). */
interface AuthRecord {
  fbase_key: string;
  value: unknown;
}

/**
 * The demo admin's signed-in Firebase Auth record, kept per Playwright worker after its first sign-in
 * through the form: later sign-ins of the worker put it back in the browser's IndexedDB and open the
 * page, as a returning admin's browser does (the SDK keeps the session there). The form, the claim check
 * and the errors are still signed in through in every worker's first sign-in and in admin/login.spec.ts;
 * the restored session saves a portal load and a sign-in round trip per spec (57 sign-ins a run).
 */
let savedSession: AuthRecord | null = null;

/** The Auth SDK's stored user, read from the page's IndexedDB (null when none is stored). */
async function readSession(page: Page): Promise<AuthRecord | null> {
  return page.evaluate(
    () =>
      new Promise<AuthRecord | null>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('firebaseLocalStorage')) return resolve(null);
          const all = db.transaction('firebaseLocalStorage', 'readonly').objectStore('firebaseLocalStorage').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            const records = all.result as AuthRecord[];
            resolve(records.find((record) => record.fbase_key.startsWith('firebase:authUser:')) ?? null);
          };
        };
      }),
  );
}

/** Puts a stored user back (the page must be on the site's origin, the SDK's own database layout). */
async function restoreSession(page: Page, record: AuthRecord): Promise<void> {
  await page.evaluate(
    (stored) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const write = db.transaction('firebaseLocalStorage', 'readwrite');
          write.objectStore('firebaseLocalStorage').put(stored);
          write.oncomplete = () => {
            db.close();
            resolve();
          };
          write.onerror = () => reject(write.error);
        };
      }),
    record,
  );
}

/**
 * Signs in as the demo admin and waits for the portal. No retries: the password-change spec, the
 * only one that changes the admin password, runs in a Playwright project of its own after every
 * other spec (tests/playwright.config.ts), so a failed sign-in here is a real failure. With the demo
 * password, a session this worker signed in before is restored instead of typed again (savedSession);
 * when the portal shows the form anyway (the session was ended), the form is used.
 */
export async function loginAsAdmin(page: Page, path = '/admin', password = adminPassword): Promise<void> {
  // Specs open a visitor page first; the admin page is the one in front (animations run in front).
  await page.bringToFront();
  const address = `${path}${path.includes('?') ? '&' : '?'}lang=en`;
  const portal = page.getByRole('navigation', { name: 'Admin sections' });
  const form = page.getByLabel('Username');
  const reuse = password === adminPassword ? savedSession : null;
  if (reuse) {
    // IndexedDB belongs to an origin: a fresh page (about:blank) first opens a static file of the site.
    if (!/^https?:/.test(page.url())) await page.goto('/robots.txt');
    await restoreSession(page, reuse);
  }
  await page.goto(address);
  await expect(reuse ? portal.or(form) : form).toBeVisible({ timeout: adminChunkTimeout });
  if (reuse && (await portal.isVisible())) return;
  await submitLogin(page, adminUsername, password);
  const failed = page.getByTestId('login-error');
  await expect(portal.or(failed)).toBeVisible({ timeout: 30_000 });
  if (await failed.isVisible()) throw new Error(`Admin sign-in failed: ${await failed.textContent()}`);
  if (password === adminPassword) savedSession = await readSession(page);
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
