import { expect, test } from '../support/visitor.ts';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, eventually } from '../../support/adminSdk.ts';
import { chooseOption, loginAsAdmin, toast, uniqueTag, confirmPopconfirm } from '../support/adminPortal.ts';

async function createMessage(subject: string) {
  return adminDb()
    .collection('contactMessages')
    .add({
      name: 'Sara E2E',
      email: 'sara.e2e@example.com',
      phone: null,
      subject,
      message: `Hello, this is ${subject}.\nSecond line.`,
      status: 'unread',
      locale: 'en',
      createdAt: FieldValue.serverTimestamp(),
    });
}

test('opening a message marks it read; status, reply link and delete work', async ({ page }) => {
  const subject = uniqueTag('Need a driver & more');
  const ref = await createMessage(subject);
  await loginAsAdmin(page, '/admin/messages');

  const row = page.getByTestId(`message-row-${ref.id}`);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('message-detail-body')).toContainText(`Hello, this is ${subject}.`);
  await expect.poll(async () => (await ref.get()).get('status')).toBe('read');

  const reply = dialog.getByRole('link', { name: 'Reply by email' });
  await expect(reply).toHaveAttribute(
    'href',
    `mailto:sara.e2e@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );

  // Status dropdown in the dialog (once the dialog shows the automatic 'Read').
  const statusSelect = dialog.getByTestId('message-detail-status');
  await expect(statusSelect).toContainText('Read');
  await chooseOption(page, statusSelect, 'Replied');
  await expect(toast(page, 'Message status updated successfully')).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await ref.get()).get('status')).toBe('replied');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // Delete with confirmation.
  await row.getByRole('button', { name: 'Delete' }).click();
  await confirmPopconfirm(page, 'Delete');
  await expect(toast(page, 'Message deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  const gone = await eventually(
    () => ref.get(),
    (snap) => !snap.exists,
  );
  expect(gone.exists).toBe(false);
});

test('a ?open= link from a notification opens that message', async ({ page }) => {
  const subject = uniqueTag('Open link');
  const ref = await createMessage(subject);
  await loginAsAdmin(page, `/admin/messages?open=${ref.id}`);
  await expect(page.getByRole('dialog').getByTestId('message-detail-body')).toContainText(subject);
  await expect.poll(async () => (await ref.get()).get('status')).toBe('read');
  await ref.delete();
});
