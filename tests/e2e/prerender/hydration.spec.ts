// In the browser, the pre-rendered page hydrates without a mismatch (React would otherwise throw the
// server's HTML away and render again), and a returning Arabic visitor never sees the English page.
import { expect, test, type Page } from '../support/visitor.ts';

function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const watch = (text: string) => {
    if (/hydrat|Minified React error #(418|423|425)/i.test(text)) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') watch(message.text());
  });
  page.on('pageerror', (error) => watch(error.message));
  return errors;
}

for (const path of [
  '/?lang=ar',
  '/?lang=en',
  '/maids-resume?lang=ar',
  '/contact',
  '/about-us?lang=ar',
  '/no-such-page',
]) {
  test(`${path} hydrates without a mismatch and stays interactive`, async ({ page }) => {
    const errors = hydrationErrors(page);
    await page.goto(path);
    // The app starts by itself once the page has loaded, and says so when it has hydrated the page.
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    });
    const before = await page.locator('html').getAttribute('lang');
    await page.getByTestId('language-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('lang', before === 'ar' ? 'en' : 'ar');
    expect(errors).toEqual([]);
  });
}

test('a returning Arabic visitor without the cookie is sent to the Arabic page before anything English paints', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('language', 'ar');
      sessionStorage.setItem('seeded', '1');
    }
  });
  const documents: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') documents.push(new URL(response.url()).search);
  });
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/contact\?lang=ar$/);
  // The English document was replaced by the head script (location.replace before the body is parsed).
  expect(documents).toEqual(['', '?lang=ar']);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // From now on the cookie carries the choice (the page's entry writes the language it was served in,
  // before the app starts): the plain address is served in Arabic at once.
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === '__session')?.value)
    .toBe('ar');
  const response = await page.goto('/maids-resume');
  expect(await response!.text()).toMatch(/<html lang="ar" dir="rtl" data-prerendered>/);
  await expect(page).toHaveURL(/\/maids-resume$/);
});

test('a boot chunk that fails to load reloads the page once, and the app then starts', async ({ page }) => {
  let failed = 0;
  // Stands in for a dropped connection (or a tab open across a deploy): the first request for the
  // boot chunk fails, the next one is served.
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    if (failed === 0) {
      failed += 1;
      await route.abort('connectionreset');
    } else await route.continue();
  });
  const documents: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') documents.push(response.url());
  });
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  expect(failed).toBe(1);
  expect(documents.length).toBe(2);
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});
