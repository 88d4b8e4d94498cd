// The Content-Security-Policy Hosting sends (firebase.json) lets the app work: no page of the public
// site (both languages) or the admin portal triggers a single CSP violation.
// Decision record: docs/decisions/009-security-headers.md.
import { expect, test, type Page } from '../support/visitor.ts';
import { loginAsAdmin } from '../support/adminPortal.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every securitypolicyviolation event and every CSP console error of the page. */
async function watchCsp(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return console;
}

async function violations(page: Page, console: string[]): Promise<string[]> {
  // Everything the page asked for at load (scripts, styles, fonts, images) has been tried by now.
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const events = await page.evaluate(() => window.__cspViolations ?? []);
  return [...events, ...console];
}

const publicPaths = ['/', '/maids-resume', '/drivers-resume', '/transfer-staff', '/contact', '/ratings', '/about-us'];

test.describe('Content-Security-Policy', () => {
  test('the hosting emulator sends the security headers', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toContain('max-age=');
  });

  test('the watcher sees a violation (an injected inline script is blocked and reported)', async ({ page }) => {
    const console = await watchCsp(page);
    await page.goto('/about-us?lang=en');
    await page.addScriptTag({ content: 'window.__injected = true;' }).catch(() => undefined);
    await expect.poll(async () => (await violations(page, console)).join('\n')).toContain('script-src');
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`public pages in ${lang} pass the policy`, async ({ page }) => {
      const console = await watchCsp(page);
      for (const path of publicPaths) {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('main, [role="main"]').first()).toBeVisible();
        expect(await violations(page, console), `${path}?lang=${lang}`).toEqual([]);
      }
      // The Arabic 600 faces are added after load (font-src above allows them), on Arabic pages only: adding a
      // face lays the whole page out again, which an English page would pay for nothing (decision 035). Once the
      // app is ready, the early layer has long run.
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
      await expect
        .poll(() =>
          page.evaluate(() => {
            let late = 0;
            document.fonts.forEach((face) => {
              if (face.family.includes('IBM Plex Sans Arabic') && face.weight === '600') late += 1;
            });
            return late;
          }),
        )
        .toBe(lang === 'ar' ? 2 : 0);
    });
  }

  test('the admin portal passes the policy', async ({ page }) => {
    const console = await watchCsp(page);
    await loginAsAdmin(page);
    for (const path of [
      '/admin',
      '/admin/staff',
      '/admin/content',
      '/admin/media',
      '/admin/settings',
      '/admin/storage',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
      expect(await violations(page, console), path).toEqual([]);
    }
  });
});
