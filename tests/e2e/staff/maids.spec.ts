import { tr, waitForHydration } from '../public/helpers.ts';
import { expect, test, type Page } from '../support/visitor.ts';
import { countryCodes } from '../../fixtures/constants.ts';
import {
  agencyWhatsAppNumber,
  countMatching,
  experienceBounds,
  loadConsistently,
  maidTypes,
  pageSize,
  staffMatching,
  untranslatedKey,
} from './staffData.ts';

const countries: Record<string, string> = {
  PH: 'Philippines',
  IN: 'India',
  BD: 'Bangladesh',
  LK: 'Sri Lanka',
  ET: 'Ethiopia',
  KE: 'Kenya',
  UG: 'Uganda',
};

const cards = (page: Page) => page.getByTestId('staff-card');
const countLine = (page: Page) => page.getByTestId('staff-count');

test.describe('maids page /maids-resume', () => {
  test('English: heading, count line from a count aggregation and the first page of cards', async ({ page }) => {
    const total = await loadConsistently(
      page,
      '/maids-resume?lang=en',
      () => countMatching({}),
      async (total) => {
        await expect(countLine(page)).toHaveText(`Showing ${Math.min(pageSize, total)} of ${total} staff members`, {
          timeout: 5000,
        });
      },
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Workers' })).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(pageSize, total));
    await expect(page.locator('main')).not.toContainText(untranslatedKey);
  });

  test('Arabic: right-to-left, translated heading, labels and badges', async ({ page }) => {
    await loadConsistently(
      page,
      '/maids-resume?lang=ar',
      () => countMatching({}),
      async (total) => {
        await expect(countLine(page)).toContainText(String(total), { timeout: 5000 });
      },
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'العمالة المنزلية' })).toBeVisible();
    await expect(page.getByLabel('النوع')).toBeVisible();
    await expect(cards(page).first()).toContainText(/متاح|غير متاح/);
    await expect(page.locator('main')).not.toContainText(untranslatedKey);
    await expect(page.locator('main')).not.toContainText('خادمة');
  });

  test('filters update the URL and the count, survive a reload, and Clear resets them', async ({ page }) => {
    await page.goto('/maids-resume?lang=en');
    await expect(countLine(page)).toBeVisible();

    await page.getByLabel('Type').selectOption('Nanny');
    await expect(page).toHaveURL(/type=Nanny/);
    const nannies = await countMatching({ types: ['Nanny'] });
    await expect(countLine(page)).toHaveText(`Showing ${Math.min(pageSize, nannies)} of ${nannies} staff members`);

    await page.getByLabel('Experience').selectOption('mid');
    await expect(page).toHaveURL(/experience=mid/);
    const midNannies = await staffMatching({ types: ['Nanny'], experience: 'mid' });
    if (midNannies.length > 0) {
      await expect(countLine(page)).toHaveText(
        `Showing ${Math.min(pageSize, midNannies.length)} of ${midNannies.length} staff members`,
      );
      const shown = await page.getByTestId('staff-ref').allTextContents();
      expect(shown.map((text) => text.replace('Ref. ', '')).sort()).toEqual(
        midNannies
          .slice(0, pageSize)
          .map((s) => s.refCode)
          .sort(),
      );
    } else {
      await expect(page.getByText('No Results Found')).toBeVisible();
    }

    await page.reload();
    await expect(page.getByLabel('Type')).toHaveValue('Nanny');
    await expect(page.getByLabel('Experience')).toHaveValue('mid');

    await page.getByTestId('filters-clear').click();
    await expect(page).not.toHaveURL(/type=|experience=/);
    const total = await countMatching({});
    await expect(countLine(page)).toHaveText(`Showing ${Math.min(pageSize, total)} of ${total} staff members`);
  });

  test('Load more appends the next page with a cursor', async ({ page }) => {
    test.skip((await countMatching({})) <= pageSize, 'the seed has a single page of maids');
    const all = await loadConsistently(
      page,
      '/maids-resume?lang=en',
      () => staffMatching({}),
      async (all) => {
        await expect(countLine(page)).toHaveText(`Showing ${pageSize} of ${all.length} staff members`, {
          timeout: 5000,
        });
        const refs = (await page.getByTestId('staff-ref').allTextContents()).map((text) => text.replace('Ref. ', ''));
        expect(refs).toEqual(all.slice(0, pageSize).map((s) => s.refCode));
      },
    );
    await page.getByTestId('staff-load-more').click();
    const shown = Math.min(2 * pageSize, all.length);
    await expect(cards(page)).toHaveCount(shown);
    await expect(countLine(page)).toHaveText(`Showing ${shown} of ${all.length} staff members`);
    const refs = (await page.getByTestId('staff-ref').allTextContents()).map((text) => text.replace('Ref. ', ''));
    expect(refs).toEqual(all.slice(0, shown).map((s) => s.refCode));
    if (shown === all.length) await expect(page.getByTestId('staff-load-more')).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

    test('a failed Load more says so in the page language, keeps the cards, and Try again loads them', async ({
      page,
    }) => {
      const total = await countMatching({});
      test.skip(total <= pageSize, 'the seed has a single page of maids');
      for (const lang of ['en', 'ar'] as const) {
        await page.goto(`/maids-resume?lang=${lang}`);
        // The app's Load more (before the app it is a link to ?page=2, which the server renders).
        await waitForHydration(page);
        // The next page's read fails once, as on a phone that has just lost its network.
        let failNext = true;
        await page.route(/:runQuery(\?|$)/, (route) => {
          if (!failNext) return route.continue();
          failNext = false;
          return route.abort('internetdisconnected');
        });
        const more = page.getByTestId('staff-load-more');
        await more.tap();
        const failedNote = page.getByTestId('staff-more-failed');
        await expect(failedNote).toHaveText(tr(lang, 'public', 'staff.list.moreFailed'));
        // Where the visitor is looking: beside the button just tapped, and the button still on screen.
        await expect(failedNote).toBeInViewport();
        await expect(more).toBeInViewport();
        await expect(more).toHaveText(tr(lang, 'public', 'staff.list.retry'));
        await expect(cards(page)).toHaveCount(pageSize);
        expect(failNext).toBe(false);
        await more.tap();
        await expect(cards(page)).toHaveCount(Math.min(2 * pageSize, total));
        await expect(page.getByTestId('staff-more-failed')).toHaveCount(0);
        await expect(page).toHaveURL(new RegExp(`/maids-resume\\?lang=${lang}$`));
        await page.unrouteAll();
      }
    });
  });

  test('an empty result shows No Results Found and Clear All Filters', async ({ page }) => {
    let empty: string | null = null;
    search: for (const code of countryCodes)
      for (const type of maidTypes)
        for (const level of Object.keys(experienceBounds) as (keyof typeof experienceBounds)[])
          if ((await countMatching({ types: [type], country: code, experience: level, transferable: true })) === 0) {
            empty = `type=${type}&country=${encodeURIComponent(countries[code]!)}&experience=${level}&transfer=true`;
            break search;
          }
    test.skip(empty === null, 'every filter combination has staff in the seed');
    await page.goto(`/maids-resume?lang=en&${empty}`);
    await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/maids-resume\?lang=en$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('the List/Grid toggle switches the layout and is kept in the URL', async ({ page }) => {
    await page.goto('/maids-resume?lang=en');
    const results = page.getByTestId('staff-results');
    await expect(results).toHaveAttribute('data-layout', 'grid');
    await page.getByRole('button', { name: 'List' }).click();
    await expect(results).toHaveAttribute('data-layout', 'list');
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/view=list/);
    await page.reload();
    await expect(page.getByTestId('staff-results')).toHaveAttribute('data-layout', 'list');
    await page.getByRole('button', { name: 'Grid' }).click();
    await expect(page.getByTestId('staff-results')).toHaveAttribute('data-layout', 'grid');
  });

  test('?country= sets the title and the country filter', async ({ page }) => {
    await loadConsistently(
      page,
      '/maids-resume?lang=en&country=Kenya',
      () => countMatching({ country: 'KE' }),
      async (total) => {
        await expect(countLine(page)).toHaveText(`Showing ${Math.min(pageSize, total)} of ${total} staff members`, {
          timeout: 5000,
        });
      },
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Staff from Kenya' })).toBeVisible();
    await expect(page.getByLabel('Country')).toHaveValue('KE');
    for (const text of await cards(page).allTextContents()) expect(text).toContain('Kenya');

    await page.goto('/maids-resume?lang=ar&country=Kenya');
    await expect(page.getByRole('heading', { level: 1, name: 'عمالة من كينيا' })).toBeVisible();
  });

  test('?transfer=true lists only workers available for transfer of services', async ({ page }) => {
    const total = await loadConsistently(
      page,
      '/maids-resume?lang=en&transfer=true',
      () => countMatching({ transferable: true }),
      async (total) => {
        if (total === 0) await expect(page.getByText('No Results Found')).toBeVisible({ timeout: 5000 });
        else
          await expect(countLine(page)).toHaveText(`Showing ${Math.min(pageSize, total)} of ${total} staff members`, {
            timeout: 5000,
          });
      },
    );
    await expect(page.getByLabel('Available for transfer of services only')).toBeChecked();
    if (total === 0) return;
    // Transfer of services is not availability: a listed worker is Available, Reserved or Available later
    // (a start date ahead, issue 29), never Not available (model availabilityOf).
    const availability = await page.getByTestId('staff-availability').allTextContents();
    expect(availability.every((text) => ['Available', 'Reserved', 'Available later'].includes(text))).toBe(true);
  });

  test("contact opens the agency's WhatsApp chat naming the refCode; a missing CV says so", async ({ page }) => {
    const number = await agencyWhatsAppNumber();
    const firstPage = (
      await loadConsistently(
        page,
        '/maids-resume?lang=en',
        () => staffMatching({}),
        async (all) => {
          const refs = (await page.getByTestId('staff-ref').allTextContents()).map((text) => text.replace('Ref. ', ''));
          expect(refs).toEqual(all.slice(0, pageSize).map((s) => s.refCode));
        },
      )
    ).slice(0, pageSize);
    const first = firstPage[0]!;
    const card = page.locator(`[data-testid="staff-card"][data-ref-code="${first.refCode}"]`);
    const href = await card.getByTestId('staff-contact').getAttribute('href');
    const url = new URL(href!);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${number}`);
    expect(url.searchParams.get('text')).toContain(first.refCode);
    await expect(card.getByTestId('staff-contact')).toHaveAttribute('target', '_blank');

    const withCv = firstPage.find((s) => s.cvPath);
    if (withCv) {
      const cv = page.locator(`[data-testid="staff-card"][data-ref-code="${withCv.refCode}"]`).getByTestId('staff-cv');
      await expect(cv).toHaveAttribute('href', `/cv/${withCv.refCode}`);
    }
    const withoutCv = firstPage.find((s) => !s.cvPath);
    test.skip(!withoutCv, 'every staff member on the first page has a CV');
    const noCvCard = page.locator(`[data-testid="staff-card"][data-ref-code="${withoutCv!.refCode}"]`);
    await noCvCard.getByTestId('staff-cv').click();
    await expect(noCvCard.getByTestId('staff-no-cv')).toHaveText('No CV available for this staff member');
  });
});

test('a failed Firestore read still renders the page, with a retry', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The first page arrives pre-rendered (no read); the next list the visitor asks for is read in the browser.
  await page.goto('/maids-resume?lang=en');
  await expect(page.getByTestId('staff-card').first()).toBeVisible();
  // The app's own read: before the app has started, a filter change loads the filtered page from the server.
  await waitForHydration(page);
  await page.route('**/*:runQuery*', (route) => route.abort());
  await page.getByTestId('filter-type').selectOption('Nanny');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Workers' })).toBeVisible();
  await expect(page.getByTestId('staff-failed')).toContainText('The list could not be loaded right now.');
  expect(errors.some((text) => text.includes('Failed to fetch staff data'))).toBe(true);

  await page.unroute('**/*:runQuery*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('staff-card').first()).toBeVisible();
});
