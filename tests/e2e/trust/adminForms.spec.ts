// Advertising-rule and consent refusals in the admin forms, in Arabic (the English ones are in
// admin-staff/staff.spec.ts). Nothing is saved while a refusal is shown.
import { expect, test } from '../support/visitor.ts';
import { loginAsAdmin } from '../support/adminPortal.ts';

test('the staff form refuses banned wording and publishing without consent, in Arabic', async ({ page }) => {
  await loginAsAdmin(page, '/admin/staff');
  await page.goto('/admin/staff?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'إضافة عاملة أو عامل' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'إضافة عاملة أو عامل' });
  await dialog.getByLabel('الوصف (بالعربية)').fill('خادمة فلبينية بخبرة');
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(dialog.getByText('احذف «خادمة»')).toBeVisible();
  await dialog.getByLabel('الوصف (بالعربية)').fill('عاملة منزلية ذات خبرة');
  await expect(dialog.getByText('احذف «خادمة»')).toBeHidden();
  await expect(dialog).toBeVisible();
});

test('the media edit form refuses banned wording in English', async ({ page }) => {
  await loginAsAdmin(page, '/admin/media');
  await page.getByRole('button', { name: 'Edit' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Edit Media' });
  await dialog.getByLabel('Title (English)').fill('Best nationality for housework');
  await dialog.getByRole('button', { name: /save/i }).click();
  await expect(dialog.getByText('the advertising rules forbid ranking nationalities or religions')).toBeVisible();
  await expect(dialog).toBeVisible();
  // The Arabic title is checked too, for religion wording as well.
  await dialog.getByLabel('Title (English)').fill('Kitchen');
  await dialog.getByLabel('Title (Arabic)').fill('عاملة مسلمة للعمل فورًا');
  await dialog.getByRole('button', { name: /save/i }).click();
  await expect(
    dialog.getByText('the advertising rules forbid describing or choosing a worker by religion'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});
