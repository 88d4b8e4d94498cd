// In the browser, the pre-rendered page hydrates without a mismatch (React would otherwise throw the
// server's HTML away and render again), and a returning Arabic visitor never sees the English page.
import { expect, test, type Page } from '../support/visitor.ts';
import { hydrationErrors } from '../support/hydration.ts';

/** The app starts by itself once the page has loaded, says so, and React holds the page's root. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

// Every public page, both languages, is watched for mismatches by the truth sweep (truth/truthSweep.spec.ts);
// here the entry's timing and the first tap after the app started, on the home page and the largest page.
for (const path of ['/?lang=ar', '/maids-resume?lang=ar']) {
  test(`${path} hydrates without a mismatch and stays interactive`, async ({ page }) => {
    const errors = hydrationErrors(page);
    await page.goto(path);
    await hydrated(page);
    // The entry is asked for only once the page has painted (decision 043): a module script in the head was
    // fetched while the page was parsed and run before the first paint.
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      entry:
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(new URL(entry.name).pathname))?.startTime ?? null,
    }));
    expect(timing.paint).not.toBeNull();
    expect(timing.entry).not.toBeNull();
    expect(timing.entry!).toBeGreaterThanOrEqual(timing.paint!);
    const before = await page.locator('html').getAttribute('lang');
    await page.getByTestId('language-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('lang', before === 'ar' ? 'en' : 'ar');
    expect(errors).toEqual([]);
  });
}

// The pages that show dates hydrate with the same texts as the server wrote, and without making an Intl
// date or number formatter: a page's first one loads ICU's formatting data, about 27 ms of a desktop's main
// thread inside the hydrating render (issue 38; web/src/lib/dates.ts writes the day texts itself).
for (const path of ['/costs?lang=ar', '/workers/MD-0101?lang=ar', '/workers/MD-0101?lang=en']) {
  test(`${path} hydrates its dates without a mismatch and without an Intl formatter`, async ({ page }) => {
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { intlMade: string[] }).intlMade = made;
      for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
        const counted = new Proxy(Intl[name], {
          construct(target, args: unknown[]) {
            made.push(`${name}(${JSON.stringify(args[0])})`);
            return Reflect.construct(target, args) as object;
          },
          apply(target, self, args: unknown[]) {
            made.push(`${name}(${JSON.stringify(args[0])})`);
            return Reflect.apply(target, self, args) as unknown;
          },
        });
        Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
      }
    });
    const errors = hydrationErrors(page);
    await page.goto(path);
    await hydrated(page);
    // A date is on the page: Arabic pages give the Hijri day beside the Gregorian one.
    if (path.startsWith('/workers/'))
      await expect(
        page.getByText(path.endsWith('ar') ? /\d{4} \(\d{1,2} [^)]+ \d{4} هـ\)/ : /\d{1,2} [A-Z][a-z]+ \d{4}/).first(),
      ).toBeVisible();
    else await expect(page.getByTestId('cost-updated').first()).toContainText(/\d{4}/);
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

// The server writes the pages in UTC; a reader may be anywhere. Every day a page says is the office's day
// in Riyadh (decision 041), so a browser 14 hours ahead of UTC or 11 behind hydrates the same texts: between
// them, any instant of the day falls on another calendar day in one of the two zones, which on a day of
// the reader's zone was a different text and a hydration mismatch.
for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
  test.describe(`a reader in ${timezoneId}`, () => {
    test.use({ timezoneId });
    for (const [path, testId] of [
      ['/costs?lang=en', 'cost-updated'],
      ['/costs?lang=ar', 'cost-updated'],
    ] as const) {
      test(`${path} hydrates the office's days as the server wrote them`, async ({ page }) => {
        // The server's texts: the page as served, its scripts refused.
        await page.route(/\.js$/, (route) => route.abort());
        await page.goto(path);
        const served = await page.getByTestId(testId).allTextContents();
        expect(served.length).toBeGreaterThan(0);
        await page.unrouteAll();
        const errors = hydrationErrors(page);
        await page.goto(path);
        await hydrated(page);
        await expect(page.getByTestId(testId)).toHaveText(served);
        expect(errors).toEqual([]);
      });
    }
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
