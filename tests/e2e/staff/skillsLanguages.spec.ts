import { waitForHydration } from '../public/helpers.ts';
import { expect, test, type Page } from '../support/visitor.ts';
import { countMatching, loadConsistently, pageSize, staffMatching, untranslatedKey } from './staffData.ts';

// Issue 12: the maids and transfer pages filter by one skill OR one language (Firestore allows one
// array-contains per query); the select holds both groups so no ignored combination can be chosen.
const countLine = (page: Page) => page.getByTestId('staff-count');
const field = (page: Page) => page.getByTestId('filter-skill-language');

async function expectCount(page: Page, total: number, language: 'en' | 'ar' = 'en') {
  if (total === 0) await expect(page.getByTestId('staff-empty')).toBeVisible({ timeout: 5000 });
  else if (language === 'en')
    await expect(countLine(page)).toHaveText(`Showing ${Math.min(pageSize, total)} of ${total} staff members`, {
      timeout: 5000,
    });
  else await expect(countLine(page)).toContainText(String(total), { timeout: 5000 });
}

/**
 * The count line matches the seeded data read just now. Other specs (the admin staff table) change
 * staff in parallel: on a mismatch the page is reloaded (same URL, same filters) and both read again.
 */
async function expectMatching(page: Page, read: () => Promise<number>, language: 'en' | 'ar' = 'en') {
  await expect(async () => {
    const total = await read();
    try {
      await expectCount(page, total, language);
    } catch (error) {
      await page.reload();
      throw error;
    }
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] });
}

test.describe('skill or language filter', () => {
  test('English maids page: a skill, then a language instead, kept in the URL and the count from the server', async ({
    page,
  }) => {
    await page.goto('/maids-resume?lang=en');
    await expect(page.getByLabel('Skill or language')).toBeVisible();
    await expect(page.getByText('One skill or one language at a time.')).toBeVisible();
    await expect(field(page)).toHaveAttribute('aria-describedby', /.+/);

    await field(page).selectOption({ label: 'Cooking' });
    await expect(page).toHaveURL(/[?&]skill=cooking(&|$)/);
    await expectMatching(page, () => countMatching({ skill: 'cooking' }));
    for (const skills of await page.getByTestId('staff-skills').allTextContents()) expect(skills).toContain('Cooking');

    // Choosing a language replaces the skill: one array filter per query.
    await field(page).selectOption('language:hi');
    await expect(page).toHaveURL(/[?&]speaks=hi(&|$)/);
    await expect(page).not.toHaveURL(/skill=/);
    await expectMatching(page, () => countMatching({ language: 'hi' }));
    for (const languages of await page.getByTestId('staff-languages').allTextContents())
      expect(languages).toContain('Hindi');

    await page.reload();
    await expect(field(page)).toHaveValue('language:hi');
    await expectMatching(page, () => countMatching({ language: 'hi' }));
    await page.getByTestId('filters-clear').click();
    await expect(page).not.toHaveURL(/speaks=/);
    await expect(field(page)).toHaveValue('');
  });

  test('a skill combines with type, country and experience; a type without that skill drops it', async ({ page }) => {
    const expected = await loadConsistently(
      page,
      '/maids-resume?lang=en&type=Nanny&skill=childcare&experience=mid',
      () => staffMatching({ types: ['Nanny'], skill: 'childcare', experience: 'mid' }),
      async (matching) => expectCount(page, matching.length),
    );
    const shown = (await page.getByTestId('staff-ref').allTextContents())
      .map((text) => text.replace('Ref. ', ''))
      .sort();
    expect(shown).toEqual(
      expected
        .slice(0, pageSize)
        .map((s) => s.refCode)
        .sort(),
    );
    // Cleaners have no childcare skill: choosing the type drops it from the filter and the URL (the app's
    // rule; before the app has started, the server ignores the skill the type does not have).
    await waitForHydration(page);
    await page.getByLabel('Type').selectOption('Cleaner');
    await expect(page).toHaveURL(/type=Cleaner/);
    await expect(page).not.toHaveURL(/skill=/);
    await expect(field(page)).toHaveValue('');
    await expect(field(page).locator('option[value="skill:childcare"]')).toHaveCount(0);
    await expect(field(page).locator('option[value="skill:deepCleaning"]')).toHaveCount(1);
  });

  test('Arabic maids page: translated label, hint, groups and skill names, right to left', async ({ page }) => {
    await loadConsistently(
      page,
      '/maids-resume?lang=ar&skill=cooking',
      () => countMatching({ skill: 'cooking' }),
      async (total) => expectCount(page, total, 'ar'),
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByLabel('مهارة أو لغة')).toHaveValue('skill:cooking');
    await expect(page.getByText('مهارة واحدة أو لغة واحدة في كل مرة.')).toBeVisible();
    await expect(field(page).locator('optgroup[label="المهارات"]')).toHaveCount(1);
    await expect(field(page).locator('optgroup[label="اللغات"]')).toHaveCount(1);
    for (const skills of await page.getByTestId('staff-skills').allTextContents()) expect(skills).toContain('الطبخ');
    await expect(page.locator('main')).not.toContainText(untranslatedKey);
    await expect(page.locator('main')).not.toContainText('خادمة');
  });

  test('transfer page: filter by a language in English and by a skill in Arabic', async ({ page }) => {
    await loadConsistently(
      page,
      '/transfer-staff?lang=en',
      () => countMatching({ types: ['transfer'] }),
      async (total) => expectCount(page, total),
    );
    await field(page).selectOption('language:ar');
    // The app writes `speaks=ar`; before it has started, the plain GET form sends `filter=language:ar`.
    await expect(page).toHaveURL(/speaks=ar|filter=language%3Aar/);
    await expectMatching(page, () => countMatching({ types: ['transfer'], language: 'ar' }));
    for (const languages of await page.getByTestId('staff-languages').allTextContents())
      expect(languages).toContain('Arabic');

    await loadConsistently(
      page,
      '/transfer-staff?lang=ar&skill=elderlyCare',
      () => countMatching({ types: ['transfer'], skill: 'elderlyCare' }),
      async (total) => expectCount(page, total, 'ar'),
    );
    await expect(page.getByLabel('مهارة أو لغة')).toHaveValue('skill:elderlyCare');
    const main = page.locator('main');
    await expect(main).not.toContainText(untranslatedKey);
    for (const banned of ['خادمة', 'تنازل', 'بيع']) await expect(main).not.toContainText(banned);
  });

  test('what a script or a curious visitor puts in the URL is ignored, never an error', async ({ page }) => {
    // Both filters by hand: the skill wins (the page cannot send two array-contains).
    await page.goto('/maids-resume?lang=en&skill=laundry&speaks=en');
    await expect(field(page)).toHaveValue('skill:laundry');
    await expectMatching(page, () => countMatching({ skill: 'laundry' }));
    for (const query of [
      'skill=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      'speaks=xx',
      'skill=vip',
      'skill=__proto__&speaks=constructor',
    ]) {
      await page.goto(`/maids-resume?lang=en&${query}`);
      await expect(field(page)).toHaveValue('');
      await expectMatching(page, () => countMatching({}));
    }
  });
});
