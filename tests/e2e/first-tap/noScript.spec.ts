// With JavaScript off, the public pages still do their job as HTML (docs/decisions/017-html-first-early-input.md):
// the menu opens, the language and theme switches are addresses the server honours, the staff filters are
// a GET form, and Load more is a link.
import { expect, test } from '../support/visitor.ts';
import { tr } from '../public/helpers.ts';

test.use({ javaScriptEnabled: false });

test('menu, language and theme work as HTML on a phone', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    hasTouch: true,
    isMobile: true,
    viewport: { width: 412, height: 823 },
  });
  const page = await context.newPage();
  await page.goto('/?lang=ar');
  await page.getByTestId('menu-button').tap();
  const drawer = page.getByTestId('mobile-drawer');
  await expect(drawer).toBeVisible();
  // The services group is a <details>.
  await drawer.getByText(tr('ar', 'common', 'nav.services'), { exact: true }).tap();
  await drawer.getByRole('link', { name: tr('ar', 'common', 'nav.drivers') }).tap();
  await expect(page).toHaveURL(/\/drivers-resume\?lang=ar$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Language: the same page in English.
  await page.getByTestId('language-toggle').tap();
  await expect(page).toHaveURL(/\/drivers-resume\?lang=en$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // Theme: the server renders the asked theme.
  await page.getByTestId('theme-toggle').tap();
  await expect(page).toHaveURL(/[?&]theme=dark/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await context.close();
});

test('staff filters and Load more work as a form and a link', async ({ page }) => {
  await page.goto('/maids-resume?lang=en');
  const cards = page.getByTestId('staff-card');
  await expect(cards).toHaveCount(12);
  await page.getByTestId('staff-load-more').click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  // The address changes when the new document starts to arrive; its cards stream in after.
  await expect.poll(() => cards.count()).toBeGreaterThan(12);

  await page.getByTestId('filter-type').selectOption('Cleaner');
  await page.getByRole('button', { name: tr('en', 'public', 'staff.filters.apply') }).click();
  await expect(page).toHaveURL(/[?&]type=Cleaner(&|$)/);
  await expect(page).toHaveURL(/[?&]lang=en(&|$)/);
  await expect(page.getByTestId('filter-type')).toHaveValue('Cleaner');
  for (const refCode of await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-ref-code'))))
    expect(refCode).toMatch(/^CL-\d{4}$/);
  // Clear is a link back to the unfiltered list.
  await page.getByTestId('filters-clear').click();
  await expect(page).not.toHaveURL(/type=/);
  await expect(page.getByTestId('filter-type')).toHaveValue('');
});
