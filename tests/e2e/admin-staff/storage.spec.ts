import { expect, test } from '../support/visitor.ts';
import { emulatorHosts } from '../../fixtures/constants.ts';
import { storageAvailable, storageSkipReason } from '../../support/storage.ts';
import { chooseOption, loginAsAdmin, toast, confirmPopconfirm } from '../support/adminPortal.ts';

test.describe('admin storage (document manager)', () => {
  test('when Storage cannot be reached the page shows its error state instead of crashing', async ({ page }) => {
    // Storage runs here, so the outage is made at the network level: every request to it fails.
    await page.route(`http://${emulatorHosts.storage}/**`, (route) => route.abort('connectionrefused'));
    await loginAsAdmin(page, '/admin/storage');
    await expect(page.getByRole('heading', { name: 'Document Storage' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload PDFs' }).click();
    await expect(toast(page, 'Please select a country before uploading')).toBeVisible();
    await expect(page.getByText('Storage is not available')).toBeVisible({ timeout: 45_000 }); // after the 20 s deadline
    await expect(toast(page, 'Failed to list documents')).toBeVisible();
    await expect(page.locator('.ant-result')).toContainText('Failed to list documents');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The rest of the portal still works.
    await page.getByRole('tab', { name: 'Staff' }).click();
    await expect(page.getByRole('button', { name: 'Add Staff' })).toBeVisible();
  });

  test('uploads PDFs to a country, skips non-PDF and existing files, archives and deletes', async ({
    page,
    context,
  }) => {
    test.skip(!storageAvailable, storageSkipReason);
    // A call to Storage may take up to the page's 20 s deadline on a busy emulator (documentsApi.ts).
    test.setTimeout(150_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const name = `e2e-${Date.now()}.pdf`;
    const pdf = { name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };
    await loginAsAdmin(page, '/admin/storage');
    await chooseOption(page, page.getByRole('combobox', { name: 'Country', exact: true }), 'Philippines');
    await chooseOption(page, page.getByRole('combobox', { name: 'Upload to' }), 'Philippines');

    await page
      .getByTestId('documents-file-input')
      .setInputFiles([pdf, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') }]);
    await expect(toast(page, '1 document uploaded')).toBeVisible({ timeout: 30_000 });
    await expect(toast(page, 'not a PDF: notes.txt')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible({ timeout: 45_000 });
    await expect(page.getByTestId('documents-usage')).toContainText('B in total');

    await page.getByTestId('documents-file-input').setInputFiles([pdf]);
    await expect(toast(page, `already exists: ${name}`)).toBeVisible({ timeout: 30_000 });

    await row.getByRole('button', { name: `Copy URL ${name}` }).click();
    await expect(toast(page, 'URL copied to clipboard')).toBeVisible();

    await row.getByRole('button', { name: `Archive ${name}` }).click();
    await confirmPopconfirm(page, 'Archive');
    await expect(toast(page, 'Document archived')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    await page.getByTestId('documents-file-input').setInputFiles([pdf]);
    await expect(toast(page, '1 document uploaded')).toBeVisible({ timeout: 30_000 });
    const again = page.getByRole('row').filter({ hasText: name });
    await again.getByRole('button', { name: `Delete ${name}` }).click();
    await confirmPopconfirm(page, 'Delete');
    await expect(toast(page, 'Document deleted')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });
});
