import { expect, test } from '../support/visitor.ts';
import { agencyWhatsAppNumber, pageSize, staffMatching, untranslatedKey } from './staffData.ts';

test.describe('transfer of services page /transfer-staff', () => {
  test('English: active transfer staff with the Domestic Worker badge and a working call to action', async ({
    page,
  }) => {
    const expected = await staffMatching({ types: ['transfer'] });
    const number = await agencyWhatsAppNumber();
    await page.goto('/transfer-staff?lang=en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer of Services' })).toBeVisible();
    if (expected.length === 0) {
      await expect(page.getByTestId('staff-empty')).toContainText('try again later or contact the agency');
    } else {
      await expect(page.getByTestId('staff-card')).toHaveCount(Math.min(pageSize, expected.length));
      const refs = (await page.getByTestId('staff-ref').allTextContents()).map((text) => text.replace('Ref. ', ''));
      expect(refs).toEqual(expected.slice(0, pageSize).map((s) => s.refCode));
      const badges = await page.getByTestId('staff-badge').allTextContents();
      expect(badges.every((text) => text === 'Domestic Worker')).toBe(true);
    }
    const cta = page.getByTestId('transfer-cta');
    await expect(cta).toHaveText(/Contact us for immediate transfer of services/);
    const url = new URL((await cta.getAttribute('href'))!);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${number}`);
    expect(url.searchParams.get('text')).toMatch(/transfer of services/i);
    await expect(page.locator('main')).not.toContainText(untranslatedKey);
  });

  test('Arabic: right-to-left with the translated badge and wording', async ({ page }) => {
    const expected = await staffMatching({ types: ['transfer'] });
    await page.goto('/transfer-staff?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'نقل الخدمات' })).toBeVisible();
    if (expected.length > 0) await expect(page.getByTestId('staff-badge').first()).toHaveText('عاملة منزلية');
    await expect(page.getByTestId('transfer-cta')).toContainText('نقل الخدمات');
    const main = page.locator('main');
    await expect(main).not.toContainText(untranslatedKey);
    for (const banned of ['خادمة', 'تنازل', 'بيع']) await expect(main).not.toContainText(banned);
  });
});
