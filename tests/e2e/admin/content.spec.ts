import { expect, test } from '../support/visitor.ts';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../../support/adminSdk.ts';
import { loginAsAdmin, toast, uniqueTag } from '../support/adminPortal.ts';

test.describe.configure({ mode: 'serial' });

test('an edited content field is saved on blur and shown on the public home page', async ({ page, context }) => {
  const ref = adminDb().doc('content/home_heroSubtitle');
  const original = (await ref.get()).data()!;
  const text = `Trusted staff, checked for you (${uniqueTag('e2e')})`;
  try {
    await loginAsAdmin(page, '/admin/content');
    const field = page.getByTestId('content-home_heroSubtitle-en');
    await expect(field).toHaveValue(original.en);
    // Nothing changed yet: nothing to save.
    await expect(page.getByTestId('content-save-all')).toBeDisabled();
    await field.fill(text);
    await expect(page.getByTestId('content-save-all')).toBeEnabled();
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await field.blur();
    await expect(toast(page, 'Content updated successfully')).toBeVisible();
    await expect.poll(async () => (await ref.get()).get('en')).toBe(text);
    expect((await ref.get()).get('ar')).toBe(original.ar);

    const visitor = await context.newPage();
    await expect(async () => {
      await visitor.goto('/?lang=en');
      await expect(visitor.getByTestId('hero-subtitle')).toHaveText(text, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await visitor.close();

    // Save All writes pending edits of any tab.
    await page.getByRole('main').getByRole('tab', { name: 'Home' }).click();
    await page.getByTestId('content-home_heroSubtitle-en').fill(original.en);
    await page.getByRole('button', { name: /Save All/ }).click();
    // Pressing Save All takes the focus from the field, whose blur may save it first (then Save All has
    // nothing left and is disabled): either way the edit is saved once, with its message.
    await expect(toast(page, /All content saved successfully|Content updated successfully/)).toBeVisible();
    await expect.poll(async () => (await ref.get()).get('en')).toBe(original.en);
    await expect(page.getByTestId('content-save-all')).toBeDisabled();
  } finally {
    await ref.set({ ...original, updatedAt: FieldValue.serverTimestamp() });
  }
});

test('the content tabs are Home, Contact, Reviews, Help and Emergency', async ({ page }) => {
  await loginAsAdmin(page, '/admin/content');
  for (const tab of ['Home', 'Contact', 'Reviews', 'Help', 'Emergency']) {
    await expect(page.getByRole('main').getByRole('tab', { name: tab, exact: true })).toBeVisible();
  }
  await page.getByRole('main').getByRole('tab', { name: 'Help', exact: true }).click();
  await expect(page.locator('[data-testid^="content-help_"][data-testid$="-ar"]').first()).toBeVisible();
});
