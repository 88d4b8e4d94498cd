// A phone visitor's first tap works while the app starts (issue "Every tap counts",
// docs/decisions/017-html-first-early-input.md). Each test opens a page fresh on a 412x823 touch screen at
// 4x CPU, with no pointer move, and taps at once while the app's boot chunk is held back, so the tap
// surely lands before the app exists; then the app is let in and must agree with what the tap did.
import { expect, test } from '../support/visitor.ts';
import { tr } from '../public/helpers.ts';
import { appReady, holdApp, holdEntry, hydrationErrors, slowCpu } from './firstTap.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });

for (const scrollFirst of [false, true]) {
  const how = scrollFirst ? 'after one scroll' : 'as the first input';

  test(`menu, theme and Save work ${how}, before the app; the app then shows the same`, async ({ page }) => {
    const errors = hydrationErrors(page);
    const release = await holdApp(page);
    await slowCpu(page);
    // The Arabic home page: the menu opens natively (no app needed).
    await page.goto('/?lang=ar');
    if (scrollFirst) await page.mouse.wheel(0, 300);
    await page.getByTestId('menu-button').tap();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: tr('ar', 'common', 'nav.helpCenter') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    // The theme switch: at once, from the early handler.
    const before = await page.locator('html').getAttribute('data-theme');
    await page.getByTestId('theme-toggle').tap();
    await expect(page.locator('html')).toHaveAttribute('data-theme', before === 'dark' ? 'light' : 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(before === 'dark' ? 'light' : 'dark');
    await expect(appReady(page)).toHaveCount(0);

    // A menu opened before the app stays open while the app starts, and the theme stays switched.
    await page.getByTestId('menu-button').tap();
    await expect(drawer).toBeVisible();
    release();
    await expect(appReady(page)).toHaveCount(1);
    await expect(drawer).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', before === 'dark' ? 'light' : 'dark');
    expect(errors).toEqual([]);
  });

  test(`Save on a worker's profile works ${how}, and the app keeps it`, async ({ page }) => {
    const errors = hydrationErrors(page);
    const release = await holdApp(page);
    await slowCpu(page);
    await page.goto('/maids-resume?lang=en');
    const href = await page
      .getByTestId('staff-card')
      .first()
      .locator('a[href*="/workers/"]')
      .first()
      .getAttribute('href');
    expect(href).toMatch(/^\/workers\/[A-Z]{2}-\d{4}\?lang=en$/);
    await page.goto(href!);
    if (scrollFirst) await page.mouse.wheel(0, 200);
    const save = page.getByTestId('worker-profile').getByTestId('shortlist-save');
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    // The actions are on the phone's first screen, above the facts: no scroll needed to save.
    if (!scrollFirst) await expect(save).toBeInViewport();
    await save.tap();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(save).toContainText(tr('en', 'public', 'shortlist.saved'));
    await expect(page.getByTestId('header-shortlist-count')).toHaveText('1');
    await expect(appReady(page)).toHaveCount(0);
    const refCode = href!.replace(/^\/workers\/([^?]+).*$/, '$1');
    expect(await page.evaluate(() => localStorage.getItem('shortlist.v1'))).toBe(JSON.stringify([refCode]));
    release();
    await expect(appReady(page)).toHaveCount(1);
    // The app hydrated the saved state as it was, once (no second toggle), and now owns the button.
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('header-shortlist-count')).toHaveText('1');
    await save.tap();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('header-shortlist-count')).toHaveText('0');
    expect(errors).toEqual([]);
  });
}

test('the language switch, the filters and Load more work before the app, as addresses the server renders', async ({
  page,
}) => {
  const errors = hydrationErrors(page);
  await holdApp(page);
  await slowCpu(page);
  await page.goto('/maids-resume?lang=en');
  // The language switch is a link to the same page in Arabic.
  await page.getByTestId('language-toggle').tap();
  await expect(page).toHaveURL(/\/maids-resume\?lang=ar$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The filters are a GET form: a changed select submits it (the panel opens by a replayed tap later).
  await page.goto('/maids-resume?lang=en');
  const cards = page.getByTestId('staff-card');
  await expect(cards).toHaveCount(12);
  await page.getByTestId('staff-load-more').tap();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  // The address changes when the new document starts to arrive; its cards stream in after (on a busy
  // machine one card had been parsed when a single count was read).
  await expect.poll(() => cards.count()).toBeGreaterThan(12);
  await page.getByTestId('filter-type').selectOption('Nanny', { force: true });
  await expect(page).toHaveURL(/[?&]type=Nanny(&|$)/);
  await expect(page).toHaveURL(/[?&]lang=en(&|$)/);
  // The server rendered the filtered list: nannies only (NN- reference codes).
  for (const refCode of await page
    .getByTestId('staff-card')
    .evaluateAll((all) => all.map((card) => card.getAttribute('data-ref-code'))))
    expect(refCode).toMatch(/^NN-\d{4}$/);
  expect(errors).toEqual([]);
});

test('an app button tapped before the app shows it is pending at once, and works once the app is ready', async ({
  page,
}) => {
  const release = await holdApp(page);
  await slowCpu(page);
  await page.goto('/maids-resume?lang=en');
  const toggle = page.locator('.staff-filters__toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-busy', 'true');
  // A second impatient tap is not a second toggle.
  await toggle.tap();
  release();
  await expect(appReady(page)).toHaveCount(1);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
});

test('taps before the entry script has arrived are kept: two Saves and the theme, then the app agrees', async ({
  page,
}) => {
  const errors = hydrationErrors(page);
  const release = await holdEntry(page);
  await slowCpu(page);
  await page.goto('/maids-resume?lang=en', { waitUntil: 'commit' });
  const saves = page.getByTestId('staff-card').getByTestId('shortlist-save');
  await saves.nth(1).waitFor();
  const before = await page.locator('html').getAttribute('data-theme');
  await saves.nth(0).tap();
  await saves.nth(1).tap();
  await page.getByTestId('theme-toggle').tap();
  release();
  await expect(appReady(page)).toHaveCount(1);
  await expect(saves.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(saves.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('header-shortlist-count')).toHaveText('2');
  await expect(page.locator('html')).toHaveAttribute('data-theme', before === 'dark' ? 'light' : 'dark');
  expect(errors).toEqual([]);
});

test('a saved draft goes back into the empty fields, never under the caret of the field the visitor is in', async ({
  page,
}) => {
  // The track form's draft, as a lookup on another page left it (the family switched language).
  await page.addInitScript(() =>
    sessionStorage.setItem(
      'hs.draft.track',
      JSON.stringify({ values: { code: 'R-JRNE-E2', phone: '0551230099' }, pending: null }),
    ),
  );
  const release = await holdEntry(page);
  await slowCpu(page);
  await page.goto('/track?lang=ar', { waitUntil: 'commit' });
  const phone = page.getByTestId('track-phone');
  await phone.tap();
  release();
  // The early layer has run: the code field, which the visitor is not in, has the draft's code.
  await expect(page.getByTestId('track-code')).toHaveValue('R-JRNE-E2');
  await phone.pressSequentially('0501112222');
  await expect(phone).toHaveValue('0501112222');
  await expect(appReady(page)).toHaveCount(1);
  await expect(phone).toHaveValue('0501112222');
});

test('the app starts on its own once the page has loaded, without any input', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(appReady(page)).toHaveCount(1);
});

test('the page stays where the visitor scrolled while the app starts, and the taps there land', async ({ page }) => {
  const release = await holdApp(page);
  await slowCpu(page);
  await page.goto('/contact?lang=en');
  // The visitor scrolls down to the form while the app is still on its way and ticks the consent box (a
  // full run once saw the app's start jump the page to the top under a tap on Send, which then hit the
  // section around it).
  const send = page.getByRole('button', { name: tr('en', 'public', 'contact.submit') });
  const consent = page.getByRole('checkbox', { name: tr('en', 'public', 'privacyConsent.label') });
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await consent.tap();
  await expect(consent).toBeChecked();
  await expect(appReady(page)).toHaveCount(0);
  const scrolled = await page.evaluate(() => window.scrollY);
  release();
  await expect(appReady(page)).toHaveCount(1);
  // Two frames after the app said it is ready: any scroll of its start has happened.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // The tick made before the app is the hydrated form's: Send names the empty fields, not the consent.
  await expect(consent).toBeChecked();
  await send.tap();
  await expect(page.getByTestId('contact-error')).toHaveText(tr('en', 'public', 'contact.required'));
  await expect(page.getByTestId('privacy-consent-error')).toHaveCount(0);
});
