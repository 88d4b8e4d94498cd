// /admin/activity: the admin edits a worker in the staff table, and the activity log shows the entry
// (written by the audit Cloud Function from the real write) with the admin, the action and the changed
// field (its label) before and after, in English and in Arabic; the record links back to the worker.
import { expect, test, type Page } from '../support/visitor.ts';
import { FieldValue } from 'firebase-admin/firestore';
import { adminEmail } from '../../fixtures/constants.ts';
import { adminDb, eventually } from '../../support/adminSdk.ts';
import { loginAsAdmin, toast, uniqueName } from '../support/adminPortal.ts';

/** A pending worker (never public) with its contacts, as the seed writes them (no actor stamp). */
async function createWorker(name: string) {
  const ref = adminDb().collection('staff').doc();
  const refCode = `MD-${String(9000 + Math.floor(Math.random() * 999)).padStart(4, '0')}`;
  await ref.set({
    refCode,
    name,
    type: 'Maid',
    status: 'pending',
    country: 'PH',
    experienceYears: 2,
    descriptionEn: 'Calm and organised.',
    descriptionAr: 'عاملة هادئة ومنظمة.',
    transferable: false,
    showPhoto: false,
    photoPath: null,
    cvPath: null,
    skills: [],
    languages: [],
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  await adminDb()
    .doc(`staffContacts/${ref.id}`)
    .set({ email: 'activity.worker@example.com', phone: '+966 500 000 321' });
  return { ref, refCode };
}

/** The log row of this worker's update. */
function updateRow(page: Page, docId: string, action: string) {
  return page
    .getByTestId('activity-log')
    .locator('tr')
    .filter({ has: page.locator(`[data-doc-id="${docId}"]`) })
    .filter({ has: page.getByTestId('activity-action').getByText(action, { exact: true }) });
}

test.describe('admin activity log', () => {
  test('an edit of a worker appears with the admin and the changed field, in English and Arabic', async ({ page }) => {
    test.setTimeout(120_000);
    const name = uniqueName('E2E Activity');
    const { ref, refCode } = await createWorker(name);
    try {
      await loginAsAdmin(page, `/admin/staff?q=${refCode}`);
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Staff Member' });
      await expect(dialog.getByLabel('Email')).toHaveValue('activity.worker@example.com');
      await dialog.getByLabel('Experience (years)').fill('6');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Staff member updated successfully')).toBeVisible();
      // The function has written the entry (the page shows it live; this only makes a failure clearer).
      const entries = await eventually(
        async () =>
          (await adminDb().collection('auditLog').where('path', '==', `staff/${ref.id}`).get()).docs.map((doc) =>
            doc.data(),
          ),
        (found) => found.some((entry) => entry.action === 'update'),
        30_000,
      );
      const update = entries.find((entry) => entry.action === 'update');
      expect(update).toMatchObject({
        actorEmail: adminEmail,
        before: { experienceYears: 2 },
        after: { experienceYears: 6 },
      });
      expect(update?.changed).toContain('experienceYears');

      // The shell's tab bar folds its last tabs into a "more" menu on narrow windows: go by URL.
      await page.goto('/admin/activity?lang=en');
      await expect(page).toHaveURL(/\/admin\/activity/);
      await expect(page.getByRole('tab', { name: 'Activity log' })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('combobox', { name: 'Collection' }).click();
      await page.locator('.ant-select-dropdown:visible').getByTitle('Staff', { exact: true }).click();
      const row = updateRow(page, ref.id, 'Updated');
      await expect(row).toBeVisible({ timeout: 20_000 });
      await expect(row).toContainText(adminEmail);
      const changes = row.getByTestId('activity-changes');
      // In words: the field's label, not its name; no database id on the page.
      await expect(changes).toContainText('Experience (years)');
      await expect(changes).not.toContainText('experienceYears');
      await expect(row).not.toContainText(ref.id);
      await expect(changes).toContainText('2');
      await expect(changes).toContainText('6');
      // The contacts were saved unchanged: no contact entry names their values.
      await expect(page.getByTestId('activity-log')).not.toContainText('activity.worker@example.com');
      await expect(row.getByRole('link')).toHaveAttribute('href', `/admin/staff?q=${refCode}`);

      await page.goto('/admin/activity?lang=ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('tab', { name: 'سجل النشاط' })).toHaveAttribute('aria-selected', 'true');
      const arabicRow = updateRow(page, ref.id, 'تعديل');
      await expect(arabicRow).toBeVisible({ timeout: 20_000 });
      await expect(arabicRow).toContainText(adminEmail);
      await expect(arabicRow.getByTestId('activity-changes')).toContainText('سنوات الخبرة');
      await expect(page.getByRole('columnheader', { name: 'التغييرات' })).toBeVisible();
    } finally {
      await ref.delete();
      await adminDb().doc(`staffContacts/${ref.id}`).delete();
    }
  });
});
