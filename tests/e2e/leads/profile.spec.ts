// Worker profile /workers/{refCode}: facts in both languages, Reserved, skills and languages when
// present, cards link to it, unknown or inactive workers get the 404 page.
import { Timestamp } from 'firebase-admin/firestore';
import { expect, test } from '../support/visitor.ts';
import { expectNoTranslationKeys, tr } from '../public/helpers.ts';
import { activeRefCodes, inactiveRefCode, openSeededProfile, staffDocByRef, untilPublicView } from './leadsData.ts';

test('a card links to the profile; English facts, share and CV buttons', async ({ page }) => {
  const refCode = await openSeededProfile(page);
  await expect(page).toHaveURL(new RegExp(`/workers/${refCode}`));
  const profile = page.getByTestId('worker-profile');
  await expect(profile).toHaveAttribute('data-ref-code', refCode);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('worker-ref')).toContainText(refCode);
  await expect(page.getByTestId('worker-availability')).toHaveText(tr('en', 'public', 'staff.availability.available'));
  await expect(page.getByTestId('worker-share-whatsapp')).toHaveAttribute('href', new RegExp(`workers%2F${refCode}`));
  await expect(page).toHaveTitle(new RegExp(refCode));
  await expectNoTranslationKeys(page);
});

test('English profile lists skills and languages with the English comma', async ({ page }) => {
  const [refCode] = await activeRefCodes('Maid', 1);
  const ref = await staffDocByRef(refCode!);
  const before = (await ref.get()).data()!;
  await ref.update({ skills: ['cooking', 'childcare'], languages: ['ar', 'en'] });
  await untilPublicView(ref, (view) => JSON.stringify(view?.skills) === '["cooking","childcare"]');
  try {
    await page.goto(`/workers/${refCode}?lang=en`);
    const skills = [tr('en', 'public', 'staffSkills.names.cooking'), tr('en', 'public', 'staffSkills.names.childcare')];
    await expect(page.getByTestId('worker-skills')).toHaveText(skills.join(', '));
    await expect(page.getByTestId('worker-languages')).toHaveText('Arabic, English');
  } finally {
    await ref.set(before);
  }
});

test('Arabic profile shows skills, languages and Reserved while reservedUntil is in the future', async ({ page }) => {
  const [refCode] = await activeRefCodes('Maid', 1);
  const ref = await staffDocByRef(refCode!);
  const before = (await ref.get()).data()!;
  await ref.update({
    skills: ['cooking', 'childcare'],
    languages: ['ar', 'en'],
    reservedUntil: Timestamp.fromMillis(Date.now() + 7 * 86_400_000),
  });
  await untilPublicView(ref, (view) => view?.reservedUntil != null);
  try {
    await page.goto(`/workers/${refCode}?lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('worker-availability')).toHaveText(tr('ar', 'public', 'staff.availability.reserved'));
    await expect(page.getByTestId('worker-skills')).toContainText(tr('ar', 'public', 'staffSkills.names.cooking'));
    await expect(page.getByTestId('worker-languages')).toContainText('العربية');
    await expectNoTranslationKeys(page);
  } finally {
    await ref.set(before);
  }
});

test('unknown, malformed and inactive workers answer with the 404 page', async ({ page }) => {
  const inactive = await inactiveRefCode();
  for (const path of ['/workers/MD-9999', '/workers/not-a-code', `/workers/${inactive}`]) {
    await page.goto(`${path}?lang=en`);
    await expect(page.locator('.not-found')).toBeVisible();
    await expect(page.getByTestId('worker-profile')).toHaveCount(0);
  }
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('the structured CV reads in both languages: every fact with its label, nothing wider than the screen', async ({
    page,
  }) => {
    const [refCode] = await activeRefCodes('Maid', 1);
    for (const language of ['en', 'ar'] as const) {
      await page.goto(`/workers/${refCode}?lang=${language}`);
      const cv = page.getByTestId('worker-cv-facts');
      await expect(cv.getByRole('heading', { level: 2 })).toHaveText(tr(language, 'public', 'workerCv.title'));
      // A maid's CV lists every skill of her type and the childcare bands, stated or not (decision 028).
      const values = cv.locator('dd[data-row]');
      expect(await values.count()).toBeGreaterThanOrEqual(5);
      const width = page.viewportSize()!.width;
      for (const value of await values.all()) {
        const label = value.locator('xpath=preceding-sibling::dt[1]');
        for (const cell of [label, value]) {
          await expect(cell).not.toBeEmpty();
          const box = (await cell.boundingBox())!;
          expect(box.x, `${language}: ${await cell.innerText()}`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${language}: ${await cell.innerText()}`).toBeLessThanOrEqual(width);
        }
      }
      // Nothing on the page scrolls sideways (a long Arabic label or a date would show it first).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoTranslationKeys(page);
    }
  });
});
