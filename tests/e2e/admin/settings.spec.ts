import { expect, test, type Page } from '../support/visitor.ts';
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from '../../support/adminSdk.ts';
import { adminPassword, adminUid } from '../../fixtures/constants.ts';
import { loginAsAdmin, submitLogin, toast, confirmPopconfirm } from '../support/adminPortal.ts';

const storageAvailable = process.env.STORAGE_EMULATOR_AVAILABLE === 'true';
const storageSkipReason =
  'needs the Cloud Storage emulator, whose rules runtime cannot be downloaded on this offline machine';

const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function openSettings(page: Page) {
  await loginAsAdmin(page, '/admin/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
}

test.describe('settings without Storage', () => {
  test('WhatsApp number: an invalid one is refused, a valid one is saved digits-only', async ({ page }) => {
    const ref = adminDb().doc('settings/site');
    const original = (await ref.get()).get('whatsappNumber') as string | null;
    try {
      await openSettings(page);
      const card = page.getByTestId('settings-whatsapp');
      const input = card.getByLabel('WhatsApp number');
      await expect(input).toHaveValue(original ?? '');
      await expect(card.getByText('International format without the plus sign')).toBeVisible();

      await input.fill('12-345');
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Number must be 10-15 digits')).toBeVisible();
      await expect(toast(page, 'Invalid Number')).toBeVisible();
      expect((await ref.get()).get('whatsappNumber')).toBe(original);

      // Save the same number typed with spaces, a plus and brackets, so public specs running in
      // parallel never see another number: it is stored digits-only, with a new updatedAt.
      const digits = original ?? '966501234567';
      const stampBefore = (await ref.get()).get('updatedAt')?.toMillis() ?? 0;
      await input.fill(`+${digits.slice(0, 3)} (${digits.slice(3, 5)}) ${digits.slice(5, 8)}-${digits.slice(8)}`);
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'WhatsApp number saved successfully')).toBeVisible();
      await expect.poll(async () => (await ref.get()).get('updatedAt')?.toMillis() ?? 0).toBeGreaterThan(stampBefore);
      expect((await ref.get()).get('whatsappNumber')).toBe(digits);
      await expect(input).toHaveValue(digits);
    } finally {
      if ((await ref.get()).get('whatsappNumber') !== original)
        await ref.update({ whatsappNumber: original, updatedAt: FieldValue.serverTimestamp() });
    }
  });

  test('office details are saved (blank values as null) and an http link is refused', async ({ page }) => {
    const siteRef = adminDb().doc('settings/site');
    const privateRef = adminDb().doc('settings/private');
    const [site, secret] = await Promise.all([siteRef.get(), privateRef.get()]);
    try {
      await openSettings(page);
      const card = page.getByTestId('settings-company');
      await expect(card.getByLabel('Office licence number')).toHaveValue(site.get('licenseNumber') ?? '');
      await card.getByLabel('External review page (https link)').fill('http://insecure.example');
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Please enter a full https:// link')).toBeVisible();

      await card.getByLabel('External review page (https link)').fill('https://reviews.example/agency');
      await card.getByLabel('Office licence number').fill('HRSD-E2E-77');
      await card.getByLabel('Email for new-message notifications').fill('alerts.e2e@example.com');
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Office details saved successfully')).toBeVisible();
      await expect.poll(async () => (await siteRef.get()).get('licenseNumber')).toBe('HRSD-E2E-77');
      expect((await siteRef.get()).get('externalReviewUrl')).toBe('https://reviews.example/agency');
      expect((await privateRef.get()).get('notificationEmail')).toBe('alerts.e2e@example.com');
    } finally {
      await siteRef.update({
        licenseNumber: site.get('licenseNumber') ?? null,
        externalReviewUrl: site.get('externalReviewUrl') ?? null,
        updatedAt: FieldValue.serverTimestamp(),
      });
      await privateRef.set({ ...secret.data(), updatedAt: FieldValue.serverTimestamp() });
    }
  });

  test('page image and logo uploads refuse non-images and files over 5MB, keeping the page as it was', async ({
    page,
  }) => {
    const ref = adminDb().doc('settings/site');
    const before = (await ref.get()).data()!;
    await openSettings(page);
    const tooBig = Buffer.alloc(5 * 1024 * 1024 + 1, 0);

    await page
      .getByTestId('page-image-input-heroImageUrl')
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(toast(page, 'Please select an image file only')).toBeVisible();
    await page
      .getByTestId('page-image-input-servicesImageUrl')
      .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: tooBig });
    await expect(toast(page, 'File size must be less than 5MB')).toBeVisible();

    await page
      .getByTestId('logo-input')
      .setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(toast(page, 'Please select a valid image file')).toBeVisible();
    await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tooBig });
    await expect(toast(page, 'File size too large (max 5MB)')).toBeVisible();

    // Nothing was written and the rest of the page is intact.
    const after = (await ref.get()).data()!;
    for (const key of ['heroImageUrl', 'servicesImageUrl', 'logoUrl']) expect(after[key]).toEqual(before[key]);
    // Four page images and the three About-team avatars.
    await expect(page.getByRole('button', { name: 'Upload Image' })).toHaveCount(7);
    await expect(page.getByTestId('settings-system')).toContainText('1.0.0');
    await expect(page.getByTestId('settings-system')).toContainText('Cloud Firestore');
    await expect(page.getByTestId('settings-system')).toContainText('Cloud Storage for Firebase');
  });

  test('a logo that cannot be loaded shows the Logo Error toast', async ({ page }) => {
    const ref = adminDb().doc('settings/site');
    const original = (await ref.get()).get('logoUrl') ?? null;
    // Only when no other spec is using the logo: point it at a missing file for this check.
    await ref.update({ logoUrl: '/media/does-not-exist-e2e.png', updatedAt: FieldValue.serverTimestamp() });
    try {
      await openSettings(page);
      await expect(toast(page, 'Cannot load current logo')).toBeVisible();
      await expect(toast(page, 'Logo Error')).toBeVisible();
    } finally {
      await ref.update({ logoUrl: original, updatedAt: FieldValue.serverTimestamp() });
    }
  });
});

test.describe('uploads while Cloud Storage is unreachable', () => {
  test.skip(storageAvailable, 'only meaningful where the Storage emulator is not running');

  test('a valid image fails with the normal error toast and nothing is lost', async ({ page }) => {
    const ref = adminDb().doc('settings/site');
    const before = (await ref.get()).get('aboutUsImageUrl') ?? null;
    await openSettings(page);
    const whatsapp = page.getByTestId('settings-whatsapp').getByLabel('WhatsApp number');
    await expect(whatsapp).toHaveValue(/\d{10,15}/); // the live settings have filled the form
    const typed = '966 55 000 1111'; // typed, not saved
    await whatsapp.fill(typed);
    await page
      .getByTestId('page-image-input-aboutUsImageUrl')
      .setInputFiles({ name: 'about.png', mimeType: 'image/png', buffer: pngBytes });
    await expect(page.getByTestId('page-image-aboutUsImageUrl').getByRole('progressbar')).toBeVisible();
    await expect(toast(page, 'Failed to upload image')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('page-image-aboutUsImageUrl').getByRole('progressbar')).toHaveCount(0);
    await expect(whatsapp).toHaveValue(typed);
    expect((await ref.get()).get('aboutUsImageUrl') ?? null).toEqual(before);
  });
});

test.describe('password change @password-change', () => {
  test.describe.configure({ mode: 'serial' });
  const newPassword = 'e2e-Secret-42';

  test.afterAll(async () => {
    // Whatever happened above, the demo password is restored for the other suites.
    await adminAuth().updateUser(adminUid, { password: adminPassword });
  });

  test('validates, refuses a wrong current password, changes it, and the new one signs in', async ({ page }) => {
    await openSettings(page);
    const card = page.getByTestId('settings-password');
    const fill = async (current: string, next: string, confirm: string) => {
      await card.getByLabel('Current password').fill(current);
      await card.getByLabel('New password', { exact: true }).fill(next);
      await card.getByLabel('Confirm new password').fill(confirm);
      await card.getByRole('button', { name: 'Change Password' }).click();
    };

    await fill('', newPassword, newPassword);
    await expect(toast(page, 'All password fields are required')).toBeVisible();
    await fill(adminPassword, newPassword, `${newPassword}x`);
    await expect(toast(page, "New passwords don't match")).toBeVisible();
    await fill(adminPassword, '12345', '12345');
    await expect(toast(page, 'Password must be at least 6 characters')).toBeVisible();
    await fill('wrong-current', newPassword, newPassword);
    await expect(toast(page, 'The current password is incorrect')).toBeVisible();

    await fill(adminPassword, newPassword, newPassword);
    await expect(toast(page, 'Password changed successfully')).toBeVisible({ timeout: 20_000 });

    // Sign out and in again with the new password.
    await page.getByRole('button', { name: 'Logout' }).click();
    await submitLogin(page, 'admin', adminPassword);
    await expect(page.getByTestId('login-error')).toContainText('Auth error');
    await submitLogin(page, 'admin', newPassword);
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();

    // And back to the demo password, through the page as well.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await fill(newPassword, adminPassword, adminPassword);
    await expect(toast(page, 'Password changed successfully')).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('uploads to Cloud Storage', () => {
  test.skip(!storageAvailable, storageSkipReason);

  test('a page image uploads with progress, shows, and can be removed', async ({ page }) => {
    const ref = adminDb().doc('settings/site');
    const original = (await ref.get()).get('contactImageUrl') ?? null;
    try {
      await openSettings(page);
      await page
        .getByTestId('page-image-input-contactImageUrl')
        .setInputFiles({ name: 'contact.png', mimeType: 'image/png', buffer: pngBytes });
      await expect(toast(page, 'Image uploaded successfully')).toBeVisible({ timeout: 30_000 });
      await expect
        .poll(async () => (await ref.get()).get('contactImageUrl'))
        .toMatch(/page-images%2FcontactImageUrl-\d+\.png/);
      await page.getByTestId('page-image-contactImageUrl').getByRole('button', { name: 'Remove Image' }).click();
      // A CI run's click during the popconfirm's zoom-in left it open with nothing removed.
      await confirmPopconfirm(page, 'Yes');
      await expect(toast(page, 'Image removed successfully')).toBeVisible();
      await expect.poll(async () => (await ref.get()).get('contactImageUrl')).toBeNull();
    } finally {
      await ref.update({ contactImageUrl: original, updatedAt: FieldValue.serverTimestamp() });
    }
  });

  test('a logo uploads to logos/ and becomes the site logo', async ({ page }) => {
    const ref = adminDb().doc('settings/site');
    const original = (await ref.get()).get('logoUrl') ?? null;
    try {
      await openSettings(page);
      await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngBytes });
      await expect(toast(page, 'Logo uploaded successfully')).toBeVisible({ timeout: 30_000 });
      await expect.poll(async () => (await ref.get()).get('logoUrl')).toMatch(/logos%2F\d+\.png/);
    } finally {
      await ref.update({ logoUrl: original, updatedAt: FieldValue.serverTimestamp() });
    }
  });
});
