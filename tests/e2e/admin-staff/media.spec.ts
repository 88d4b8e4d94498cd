import { expect, test, type Page } from '../support/visitor.ts';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, eventually } from '../../support/adminSdk.ts';
import { storageAvailable, storageSkipReason } from '../../support/storage.ts';
import { loginAsAdmin, toast, uniqueName } from '../support/adminPortal.ts';

/** Two media documents of this spec, placed far after everything else in the order. */
async function createPair(label: string) {
  const base = 900_000 + Math.floor(Math.random() * 40_000) * 2;
  const make = async (title: string, displayOrder: number) => {
    const ref = adminDb().collection('media').doc();
    await ref.set({
      title,
      description: 'Created by an end-to-end test',
      type: 'image',
      url: '/favicon.svg',
      storagePath: null,
      thumbnailUrl: null,
      isActive: true,
      displayOrder,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return ref;
  };
  const first = await make(uniqueName(`${label} A`), base);
  const second = await make(uniqueName(`${label} B`), base + 1);
  return { first, second, base };
}

function card(page: Page, title: string) {
  return page
    .locator('[data-testid^="media-card-"]')
    .filter({ has: page.getByTestId('media-title').getByText(title, { exact: true }) });
}

test.describe('admin media', () => {
  test('edits a title and hides an item', async ({ page }) => {
    const { first, second } = await createPair('E2E Media');
    const title = (await first.get()).get('title') as string;
    const newTitle = uniqueName('E2E Renamed');
    try {
      await loginAsAdmin(page, '/admin/media');
      const item = card(page, title);
      await item.getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Media' });
      await dialog.getByLabel('Title (English)').fill(newTitle);
      await dialog.getByLabel('Title (Arabic)').fill('عنوان معدل');
      await dialog.getByLabel('Description (English)').fill('Edited description');
      await dialog.getByLabel('Description (Arabic)').fill('وصف معدل');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Media updated successfully')).toBeVisible();
      const edited = await eventually(
        async () => (await first.get()).data(),
        (data) => data?.title === newTitle,
      );
      expect(edited).toMatchObject({
        title: newTitle,
        description: 'Edited description',
        titleAr: 'عنوان معدل',
        descriptionAr: 'وصف معدل',
        isActive: true,
      });

      const renamed = card(page, newTitle);
      await renamed.getByRole('button', { name: 'Hide' }).click();
      await expect(toast(page, 'The item is now hidden from the gallery')).toBeVisible();
      const hidden = await eventually(
        async () => (await first.get()).get('isActive'),
        (value) => value === false,
      );
      expect(hidden).toBe(false);
      await expect(renamed.getByRole('button', { name: 'Show' })).toBeVisible();
    } finally {
      await first.delete();
      await second.delete();
    }
  });

  test('moves an item earlier by swapping display orders', async ({ page }) => {
    const { first, second, base } = await createPair('E2E Order');
    const secondTitle = (await second.get()).get('title') as string;
    try {
      await loginAsAdmin(page, '/admin/media');
      await card(page, secondTitle).getByRole('button', { name: 'Move earlier' }).click();
      await expect(toast(page, 'Order updated')).toBeVisible();
      const orders = await eventually(
        async () => [(await first.get()).get('displayOrder'), (await second.get()).get('displayOrder')],
        ([a, b]) => a === base + 1 && b === base,
      );
      expect(orders).toEqual([base + 1, base]);
    } finally {
      await first.delete();
      await second.delete();
    }
  });

  test('refuses a non-media file and an oversize image with a clear message, keeping the dialog', async ({ page }) => {
    await loginAsAdmin(page, '/admin/media');
    await page.getByRole('button', { name: 'Upload Media' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload images and videos' });
    await page.getByTestId('media-file-input').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
      { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
      { name: 'small.png', mimeType: 'image/png', buffer: Buffer.alloc(2048) },
    ]);
    const rejected = dialog.getByRole('alert');
    await expect(rejected).toContainText('notes.txt: only images and videos are accepted');
    await expect(rejected).toContainText('huge.png: images must be 5 MB or smaller');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('small.png')).toBeVisible();
    await expect(dialog.getByText('notes.txt', { exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /^(upload )?Upload$/ })).toBeEnabled();
  });

  test('uploads an image and a video with progress and creates their documents', async ({ page }) => {
    test.skip(!storageAvailable, storageSkipReason);
    const stem = `e2eupload${Date.now()}`;
    await loginAsAdmin(page, '/admin/media');
    await page.getByRole('button', { name: 'Upload Media' }).click();
    await page.getByTestId('media-file-input').setInputFiles([
      { name: `${stem}-image.png`, mimeType: 'image/png', buffer: Buffer.alloc(4096) },
      { name: `${stem}-clip.mp4`, mimeType: 'video/mp4', buffer: Buffer.alloc(8192) },
    ]);
    await page
      .getByRole('dialog', { name: 'Upload images and videos' })
      .getByRole('button', { name: /^(upload )?Upload$/ })
      .click();
    await expect(toast(page, '2 files uploaded successfully')).toBeVisible({ timeout: 30_000 });
    const docs = await adminDb()
      .collection('media')
      .where('title', 'in', [`${stem} image`, `${stem} clip`])
      .get();
    expect(docs.size).toBe(2);
    for (const doc of docs.docs) {
      expect(doc.get('storagePath')).toMatch(/^media\/[0-9a-f]{16}\.(png|mp4)$/);
      expect(doc.get('type')).toBe(doc.get('storagePath').endsWith('.mp4') ? 'video' : 'image');
      await doc.ref.delete();
    }
  });
});
