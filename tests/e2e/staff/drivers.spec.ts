import { expect, test } from '../support/visitor.ts';
import { agencyWhatsAppNumber, pageSize, staffMatching, untranslatedKey } from './staffData.ts';

// Specialties are the drivers' skills as the office set them (web/src/site/staff/driverSpecialties.ts).

test.describe('drivers page /drivers-resume', () => {
  test('English: drivers grid, specialty filters, specialties line and WhatsApp buttons', async ({ page }) => {
    const drivers = await staffMatching({ types: ['Driver'] });
    const number = await agencyWhatsAppNumber();
    await page.goto('/drivers-resume?lang=en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Drivers' })).toBeVisible();
    await expect(page.getByTestId('staff-card')).toHaveCount(Math.min(pageSize, drivers.length));
    await expect(page.getByTestId('specialty-all')).toHaveAttribute('aria-pressed', 'true');

    const first = drivers[0]!;
    const card = page.locator(`[data-testid="staff-card"][data-ref-code="${first.refCode}"]`);
    await expect(card.getByTestId('driver-specialties')).toContainText('Specialties:');
    for (const testId of ['staff-contact', 'staff-message']) {
      const url = new URL((await card.getByTestId(testId).getAttribute('href'))!);
      expect(url.origin + url.pathname).toBe(`https://wa.me/${number}`);
      expect(url.searchParams.get('text')).toContain(first.refCode);
    }

    await page.getByRole('button', { name: 'VIP' }).click();
    await expect(page).toHaveURL(/specialty=vip/);
    await expect(page.getByTestId('specialty-vip')).toHaveAttribute('aria-pressed', 'true');
    const vip = await staffMatching({ types: ['Driver'], skill: 'vip' });
    if (vip.length === 0) await expect(page.getByTestId('staff-empty')).toBeVisible();
    else {
      await expect(page.getByTestId('staff-card')).toHaveCount(Math.min(pageSize, vip.length));
      for (const text of await page.getByTestId('driver-specialties').allTextContents()) expect(text).toContain('VIP');
    }

    await page.getByRole('button', { name: 'Family' }).click();
    const family = await staffMatching({ types: ['Driver'], skill: 'family' });
    await expect(page).toHaveURL(/specialty=family/);
    await expect(page.getByTestId('staff-card')).toHaveCount(Math.min(pageSize, family.length));

    await page.getByRole('button', { name: 'All drivers' }).click();
    await expect(page.getByTestId('staff-card')).toHaveCount(Math.min(pageSize, drivers.length));

    for (const testId of ['drivers-custom-match', 'drivers-interview']) {
      const url = new URL((await page.getByTestId(testId).getAttribute('href'))!);
      expect(url.origin + url.pathname).toBe(`https://wa.me/${number}`);
      expect(url.searchParams.get('text')).toMatch(/driver/i);
    }
    await expect(page.locator('main')).not.toContainText(untranslatedKey);
  });

  test('Arabic: right-to-left with translated filters and specialties', async ({ page }) => {
    await page.goto('/drivers-resume?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'السائقون' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'كبار الشخصيات' })).toBeVisible();
    await expect(page.getByTestId('driver-specialties').first()).toContainText('التخصصات');
    await expect(page.locator('main')).not.toContainText(untranslatedKey);
  });
});
