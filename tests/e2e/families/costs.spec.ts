// Issues 29 and 34: the office enters a country's costs in the portal (a fee above the country's price
// ceiling is refused with its reason) and families see exactly that on /costs, with
// the VAT (15%) and the total, in English and in Arabic. One admin page and two fresh visitor pages; the
// figures' arithmetic and the other languages' details are unit and pre-render bundle tests
// (model/src/costs.test.ts, tests/build/costsPrerender.test.ts).
import { expect, test } from '../support/visitor.ts';
import { adminDb } from '../../support/adminSdk.ts';
import { loginAsAdmin, toast } from '../support/adminPortal.ts';

// Uganda has no costs in the seed, so the public page of parallel specs does not change until this saves.
const code = 'UG';

test('the office enters a cost; /costs shows it with VAT and the total in English and Arabic', async ({
  page,
  browser,
}) => {
  const ref = adminDb().doc(`countryCosts/${code}`);
  try {
    await loginAsAdmin(page, '/admin/costs');
    await page.getByTestId('costs-country').getByText('Uganda').click();
    const form = page.getByTestId(`costs-form-${code}`);
    await expect(form.getByTestId('costs-last-changed')).toHaveText('Nothing entered yet');

    // Above Uganda's published ceiling (8,300 before VAT): refused with the reason, nothing stored.
    await expect(form.getByTestId('costs-ceiling-note')).toHaveText('Price ceiling: 8,300 SAR before VAT');
    await form.getByLabel('Recruitment cost before VAT (SAR)').fill('12345');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Above the price ceiling for this country (8,300 SAR before VAT)')).toBeVisible();
    expect((await ref.get()).exists).toBe(false);
    await form.getByLabel('Recruitment cost before VAT (SAR)').fill('8123');
    await expect(form.getByTestId('costs-vat-preview')).toHaveText(
      'VAT (15%): 1,218.45 SAR · total with VAT: 9,341.45 SAR',
    );
    await form.getByLabel('Usual weeks to arrival').fill('7');
    // A range upside down is refused with a message, and nothing is lost.
    await form.getByLabel('Maid: from').fill('2000');
    await form.getByLabel('Maid: to').fill('1000');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('The upper end must not be below the lower end')).toBeVisible();
    expect((await ref.get()).exists).toBe(false);
    await expect(form.getByLabel('Recruitment cost before VAT (SAR)')).toHaveValue('8123');

    await form.getByLabel('Maid: to').fill('2400');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Costs for Uganda saved')).toBeVisible();
    await expect(form.getByTestId('costs-last-changed')).toContainText('Last changed:');

    // A family opens the page fresh, in each language.
    for (const [language, sar, weeks] of [
      ['en', 'SAR', '7 weeks'],
      ['ar', 'ريال', '7 أسابيع'],
    ] as const) {
      const context = await browser.newContext();
      const visitor = await context.newPage();
      await visitor.goto(`/costs?lang=${language}`);
      const card = visitor.getByTestId(`costs-country-${code}`);
      await expect(card.getByTestId('cost-net')).toHaveText(`8,123.00 ${sar}`);
      await expect(card.getByTestId('cost-vat')).toHaveText(`1,218.45 ${sar}`);
      await expect(card.getByTestId('cost-total')).toHaveText(`9,341.45 ${sar}`);
      await expect(card.getByTestId('cost-worker-pays')).toHaveText(
        language === 'en' ? 'Nothing (0.00 SAR)' : 'لا شيء (0.00 ريال)',
      );
      // No completed recruitment from Uganda: no median is claimed.
      await expect(card.getByTestId('measured-arrival-none')).toBeVisible();
      await expect(card.getByTestId('measured-arrival')).toHaveCount(0);
      await expect(card.getByTestId('cost-weeks')).toHaveText(weeks);
      await expect(card.getByTestId('cost-salary-Maid')).toHaveText(
        language === 'en' ? '2,000 to 2,400 SAR' : 'من 2,000 إلى 2,400 ريال',
      );
      await context.close();
    }
  } finally {
    await ref.delete();
  }
});
