import { FieldValue } from 'firebase-admin/firestore';
import { expect, test } from '../support/visitor.ts';
import { adminDb } from '../../support/adminSdk.ts';
import { tr } from '../public/helpers.ts';
import { untilPublicView } from '../leads/leadsData.ts';
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

  test('a worker offered for transfer says so on the card and profile, and shows no photo even with consent (issue 40)', async ({
    page,
    request,
  }) => {
    // Written past the rules (which refuse the photo switch for such a worker), as an older record or an
    // import could be: the public view, the pages and /photos must still hold no photo.
    const refCode = `TR-${9000 + (Date.now() % 1000)}`;
    const ref = adminDb().collection('staff').doc(`transfer-photo-${refCode}`);
    await ref.set({
      refCode,
      name: 'Transfer Photo Test',
      type: 'transfer',
      status: 'active',
      country: 'KE',
      experienceYears: 3,
      descriptionEn: '',
      descriptionAr: '',
      transferable: true,
      showPhoto: true,
      photoPath: `staff-photos/transfer-${refCode}.jpg`,
      cvPath: null,
      publishConsentAt: FieldValue.serverTimestamp(),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    try {
      await untilPublicView(ref, (view) => view?.refCode === refCode);
      await page.goto('/transfer-staff?lang=en');
      const card = page.locator(`[data-testid="staff-card"][data-ref-code="${refCode}"]`);
      await expect(card.getByTestId('staff-transfer')).toHaveText(tr('en', 'public', 'staffTransfer.badge'));
      await expect(card.locator('img.staff-card__photo')).toHaveCount(0);
      for (const language of ['en', 'ar'] as const) {
        await page.goto(`/workers/${refCode}?lang=${language}`);
        await expect(page.getByTestId('worker-transfer')).toHaveText(tr(language, 'public', 'staffTransfer.badge'));
        await expect(page.locator('.worker-profile__photo')).toHaveCount(0);
      }
      expect((await request.get(`/photos/${refCode}`, { maxRedirects: 0 })).status()).toBe(404);
      // A maid the office marked transferable carries the same badge on the maids list.
      await page.goto('/maids-resume?lang=ar&transfer=true');
      await expect(page.getByTestId('staff-card').first().getByTestId('staff-transfer')).toHaveText(
        tr('ar', 'public', 'staffTransfer.badge'),
      );
    } finally {
      await ref.delete();
    }
  });
});
