import { waitForHydration } from '../public/helpers.ts';
import { expect, test, type Page } from '../support/visitor.ts';
import { refCodesWithFacts, untranslatedKey, type FactsFilter } from './staffData.ts';

// Issue 29: the maids and transfer lists filter by several skills AND several languages, an age range and
// "available now", all in the address (`skills=a,b&languages=a,b&age=25-40&available=now`); the server
// renders the filtered list. Exactness on the seed is proven in tests/functions/staffFacts.test.ts; this
// spec checks the page: the boxes, the canonical address the app writes, old addresses, both languages.
const shownRefCodes = async (page: Page) =>
  (await page.getByTestId('staff-ref').allTextContents())
    .map((text) => /[A-Z]{2}-\d{4}/.exec(text)?.[0] ?? text)
    .sort();

/** Loads `url` until the cards equal the stored workers with those facts (other specs edit staff meanwhile). */
async function expectFiltered(page: Page, url: string, filter: FactsFilter) {
  await expect(async () => {
    const expected = await refCodesWithFacts(filter);
    await page.goto(url);
    if (expected.length === 0) await expect(page.getByTestId('staff-empty')).toBeVisible({ timeout: 5000 });
    else expect(await shownRefCodes(page)).toEqual(expected.slice(0, 12).sort());
  }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });
}

test.describe('facts filters', () => {
  test('English maids page: several skills and languages, available now; the app writes the canonical address', async ({
    page,
  }) => {
    const filter = { skills: ['cooking'], languages: ['ar', 'en'], availableNow: true };
    await expectFiltered(page, '/maids-resume?lang=en&skills=cooking&languages=ar,en&available=now', filter);
    await expect(page.getByTestId('filter-skill-cooking')).toBeChecked();
    await expect(page.getByTestId('filter-language-ar')).toBeChecked();
    await expect(page.getByTestId('filter-language-en')).toBeChecked();
    await expect(page.getByTestId('filter-available-now')).toBeChecked();
    await expect(page.getByText('Workers with all the ticked ones.').first()).toBeVisible();

    await waitForHydration(page);
    await page.getByTestId('filter-language-ar').uncheck();
    await expect(page).toHaveURL(/\?lang=en&skills=cooking&languages=en&available=now$/);
    await expect(async () =>
      expect(await shownRefCodes(page)).toEqual(
        (await refCodesWithFacts({ ...filter, languages: ['en'] })).slice(0, 12).sort(),
      ),
    ).toPass({ timeout: 30_000 });
  });

  test('Arabic: an old one-skill address and an age range, labels translated, nothing untranslated', async ({
    page,
  }) => {
    await expectFiltered(page, '/maids-resume?lang=ar&skill=cooking&age=25-40', {
      skills: ['cooking'],
      age: [25, 40],
    });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('filter-skill-cooking')).toBeChecked();
    await expect(page.getByTestId('filter-age-from')).toHaveValue('25');
    await expect(page.getByTestId('filter-age-to')).toHaveValue('40');
    for (const label of ['المهارات', 'اللغات', 'العمر', 'متاح الآن'])
      await expect(page.locator('main').getByText(label, { exact: false }).first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(untranslatedKey);

    // What a script puts in the address is ignored, never an error.
    await expectFiltered(page, '/transfer-staff?lang=en&skills=vip,__proto__&languages=xx&age=10-300&available=1', {
      types: ['transfer'],
    });
  });

  test('a tick holds from the tap, and a second quick change keeps the first', async ({ page }) => {
    await page.goto('/maids-resume?lang=en');
    await waitForHydration(page);
    // Two taps in one task: the router writes the address in a transition, which cannot commit between
    // them, as on a busy phone (a full run once saw a tick snap back; real taps hit that only by chance).
    // Each box is read right after its click returns, before any frame: what the visitor sees at the tap.
    const seen = await page.evaluate(() => {
      const box = (id: string) => document.querySelector<HTMLInputElement>(`[data-testid="${id}"]`)!;
      box('filter-language-ar').click();
      const first = box('filter-language-ar').checked;
      box('filter-available-now').click();
      return { first, language: box('filter-language-ar').checked, available: box('filter-available-now').checked };
    });
    expect(seen).toEqual({ first: true, language: true, available: true });
    await expect(page).toHaveURL(/[?&]languages=ar(&|$)/);
    await expect(page).toHaveURL(/[?&]available=now(&|$)/);
    await expect(page.getByTestId('filter-language-ar')).toBeChecked();
    await expect(page.getByTestId('filter-available-now')).toBeChecked();
    await expect(async () =>
      expect(await shownRefCodes(page)).toEqual(
        (await refCodesWithFacts({ languages: ['ar'], availableNow: true })).slice(0, 12).sort(),
      ),
    ).toPass({ timeout: 30_000 });
  });
});
