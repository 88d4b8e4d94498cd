import { expect, test } from '../support/visitor.ts';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, eventually } from '../../support/adminSdk.ts';
import { loginAsAdmin, toast, uniqueTag, confirmPopconfirm } from '../support/adminPortal.ts';

test('approve, edit and delete a review; approved reviews show on /ratings', async ({ page, context }) => {
  const comment = `Excellent nanny, very caring ${uniqueTag('r')}`;
  const ref = await adminDb().collection('reviews').add({
    customerName: 'E2E Family',
    serviceType: 'Nanny',
    rating: 4,
    commentEn: comment,
    commentAr: 'مربية ممتازة',
    approved: false,
    createdAt: FieldValue.serverTimestamp(),
  });
  try {
    await loginAsAdmin(page, '/admin/reviews');
    const row = page.getByTestId(`review-row-${ref.id}`);
    await expect(row).toContainText('Hidden');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'Review approved')).toBeVisible();
    await expect(row).toContainText('Approved');
    await expect.poll(async () => (await ref.get()).get('approved')).toBe(true);

    const visitor = await context.newPage();
    await visitor.goto('/ratings?lang=en');
    await expect(visitor.getByText(comment)).toBeVisible();
    await visitor.close();

    // Edit: the rating and the name.
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit review' });
    await dialog.getByLabel('Customer name').fill('E2E Family Updated');
    await dialog.getByLabel('Rating (1-5)').fill('5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Review updated successfully')).toBeVisible();
    await expect
      .poll(async () => (await ref.get()).data())
      .toMatchObject({ customerName: 'E2E Family Updated', rating: 5, approved: true });

    // Hide, then delete.
    await row.getByRole('button', { name: 'Hide' }).click();
    await expect(toast(page, 'Review hidden')).toBeVisible();
    await expect.poll(async () => (await ref.get()).get('approved')).toBe(false);
    await row.getByRole('button', { name: 'Delete' }).click();
    await confirmPopconfirm(page, 'Delete');
    await expect(toast(page, 'Review deleted successfully')).toBeVisible();
    expect(
      (
        await eventually(
          () => ref.get(),
          (snap) => !snap.exists,
        )
      ).exists,
    ).toBe(false);
  } finally {
    await ref.delete();
  }
});
