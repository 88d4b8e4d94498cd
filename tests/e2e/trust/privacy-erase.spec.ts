// The Privacy card in Settings: the admin sets the retention period (stored in settings/private) and
// erases everything about one e-mail: a bad entry is refused with a reason, the preview shows the
// counts, the confirmation deletes the message (and its notification), another person's stays.
import { expect, test } from '../support/visitor.ts';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, eventually } from '../../support/adminSdk.ts';
import { loginAsAdmin, toast, uniqueTag } from '../support/adminPortal.ts';

const message = (email: string) => ({
  name: 'Privacy Erase',
  email,
  phone: null,
  subject: 'Please forget me',
  message: 'Erase my data',
  status: 'unread',
  locale: 'en',
  consentAt: FieldValue.serverTimestamp(),
  createdAt: FieldValue.serverTimestamp(),
});

test('set the retention period, then erase one e-mail after a preview', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag('erase')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const email = `forget.${tag}@example.com`;
  const otherEmail = `keep.${tag}@example.com`;
  const db = adminDb();
  const savedPrivate = (await db.doc('settings/private').get()).data();
  const target = db.collection('contactMessages').doc(`erase-${tag}`);
  const other = db.collection('contactMessages').doc(`keep-${tag}`);
  await Promise.all([target.set(message(email)), other.set(message(otherEmail))]);
  await eventually(
    () => db.doc(`notifications/contact-${target.id}`).get(),
    (snap) => snap.exists,
  );
  try {
    await loginAsAdmin(page, '/admin/settings');
    const card = page.getByTestId('settings-privacy');
    await expect(card).toBeVisible();

    await test.step('retention: the stored value is shown, out-of-range refused, a new one saved', async () => {
      const months = card.getByLabel('Keep personal data for (months)');
      await expect(months).not.toHaveValue('');
      await months.fill('6');
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Retention period saved')).toBeVisible();
      await expect.poll(async () => (await db.doc('settings/site').get()).get('retentionMonths')).toBe(6);
      // The visitor's consent text states the same setting.
      const visitor = await page.context().newPage();
      await visitor.goto('/contact?lang=en');
      await expect(visitor.getByTestId('privacy-consent')).toContainText('for at most 6 months');
      await visitor.close();
    });

    await test.step('a wildcard is refused with a reason, nothing is looked up', async () => {
      await card.getByLabel('E-mail address or phone number').fill('*@example.com');
      await card.getByRole('button', { name: 'Find' }).click();
      await expect(
        card.getByText('Type one complete e-mail address or phone number (no wildcards or lists)'),
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    await test.step('the preview counts, the confirmation erases', async () => {
      await card.getByLabel('E-mail address or phone number').fill(`  ${email.toUpperCase()} `);
      await card.getByRole('button', { name: 'Find' }).click();
      const dialog = page.getByRole('dialog', { name: 'Erase everything about this person?' });
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      const preview = dialog.getByTestId('erase-preview');
      await expect(preview.getByRole('row', { name: /Contact messages/ })).toContainText('1');
      await expect(preview.getByRole('row', { name: /Notifications/ })).toContainText('1');
      expect((await target.get()).exists, 'the preview deletes nothing').toBe(true);
      await dialog.getByRole('button', { name: 'Erase permanently' }).click();
      await expect(toast(page, /Erased \d+ documents?/)).toBeVisible({ timeout: 30_000 });
      await expect(dialog).toBeHidden();
    });

    expect((await target.get()).exists, 'the message is gone').toBe(false);
    expect((await db.doc(`notifications/contact-${target.id}`).get()).exists, 'its notification is gone').toBe(false);
    expect((await other.get()).exists, "another person's message stays").toBe(true);
  } finally {
    await Promise.all([
      target.delete(),
      other.delete(),
      db.doc(`notifications/contact-${other.id}`).delete(),
      db.doc(`mail/contact-${other.id}`).delete(),
    ]);
    if (savedPrivate) await db.doc('settings/private').set(savedPrivate);
    await db.doc('settings/site').update({ retentionMonths: FieldValue.delete() });
  }
});
