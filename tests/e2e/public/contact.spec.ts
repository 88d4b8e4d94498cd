// The contact form: inline validation, the saved message read back with the Admin SDK, the
// WhatsApp chat opened with the message, and the failure path (chat still opens, text kept).
import { expect, test } from '../support/visitor.ts';
import { tickConsent } from '../support/consent.ts';
import { adminDb } from '../../support/adminSdk.ts';
import { seedSiteSettings } from '../../fixtures/site.ts';
import { captureWindowOpen, openedUrls, tr } from './helpers.ts';

/** Field names start with the label text (required fields add a hidden " *"). */
const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test('a visitor sends the contact form: saved as unread and the WhatsApp chat opens', async ({ page }) => {
  await captureWindowOpen(page);
  await page.goto('/contact?lang=en');
  // The office's hours and address are its settings (issue 29; the seed's values).
  await expect(page.getByTestId('contact-info-skeleton').or(page.getByTestId('contact-hours'))).toBeVisible();
  await expect(page.getByTestId('contact-hours')).toHaveText(seedSiteSettings.officeHoursEn);
  await expect(page.getByTestId('contact-address')).toHaveText(seedSiteSettings.addressEn);

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-error')).toHaveText('Please fill in all required fields.');
  await expect(page.getByRole('textbox', { name: startsWith('Full name') })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('contact-error-name')).toHaveText('This field is required.');
  await expect(page.getByTestId('privacy-consent-error')).toHaveText(tr('en', 'public', 'contact.errors.consent'));
  await expect(page.getByRole('textbox', { name: startsWith('E-mail') })).toHaveAttribute('type', 'email');

  const subject = `Nanny for twins ${Date.now()}`;
  await page.getByRole('textbox', { name: startsWith('Full name') }).fill('Sara Test');
  await page.getByRole('textbox', { name: startsWith('E-mail') }).fill('sara.test@example.com');
  await page.getByRole('textbox', { name: startsWith('Subject') }).fill(subject);
  await page.getByRole('textbox', { name: startsWith('Message') }).fill('We need a nanny from next month.');
  await tickConsent(page.getByRole('checkbox', { name: startsWith(tr('en', 'public', 'privacyConsent.label')) }));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-success')).toBeVisible();
  await expect(page.getByRole('textbox', { name: startsWith('Full name') })).toHaveValue('');

  const snapshot = await adminDb().collection('contactMessages').where('subject', '==', subject).get();
  expect(snapshot.size).toBe(1);
  const data = snapshot.docs[0]!.data();
  expect(Object.keys(data).sort()).toEqual([
    'consentAt',
    'createdAt',
    'email',
    'locale',
    'message',
    'name',
    'phone',
    'status',
    'subject',
  ]);
  expect(data).toMatchObject({
    name: 'Sara Test',
    email: 'sara.test@example.com',
    phone: null,
    status: 'unread',
    locale: 'en',
  });
  expect(typeof data.createdAt.toDate).toBe('function');
  expect(data.consentAt.toMillis()).toBe(data.createdAt.toMillis());

  const [url] = await openedUrls(page);
  expect(url).toBeDefined();
  const link = new URL(url!);
  expect(link.origin + link.pathname).toBe('https://wa.me/966501234567');
  const text = link.searchParams.get('text')!;
  expect(text.startsWith(tr('en', 'public', 'contact.waGreeting'))).toBe(true);
  for (const part of [
    'Name: Sara Test',
    'E-mail: sara.test@example.com',
    'Phone: not given',
    `Subject: ${subject}`,
    'Message: We need a nanny from next month.',
  ]) {
    expect(text).toContain(part);
  }
});

test('in Arabic, a failed save still opens the chat, shows the failure and keeps the text', async ({ page }) => {
  await captureWindowOpen(page);
  await page.goto('/contact?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Writes to Firestore fail from now on.
  await page.route(/:8080\/.*commit/, (route) => route.abort());
  await page.route(/:8080\/.*documents\/contactMessages/, (route) => route.abort());
  await page.getByRole('textbox', { name: startsWith(tr('ar', 'public', 'contact.name')) }).fill('نورة');
  await page.getByRole('textbox', { name: startsWith(tr('ar', 'public', 'contact.email')) }).fill('noura@example.com');
  await page.getByRole('textbox', { name: startsWith(tr('ar', 'public', 'contact.phone')) }).fill('0501112233');
  await page.getByRole('textbox', { name: startsWith(tr('ar', 'public', 'contact.subject')) }).fill('استفسار');
  await page
    .getByRole('textbox', { name: startsWith(tr('ar', 'public', 'contact.message')) })
    .fill('أرغب في نقل خدمات عاملة.');
  await tickConsent(page.getByRole('checkbox', { name: startsWith(tr('ar', 'public', 'privacyConsent.label')) }));
  await page.getByRole('button', { name: tr('ar', 'public', 'contact.submit') }).click();
  await expect(page.getByTestId('contact-failed')).toHaveText(tr('ar', 'public', 'contact.failed'));
  await expect(page.getByRole('textbox', { name: startsWith(tr('ar', 'public', 'contact.name')) })).toHaveValue('نورة');
  const [url] = await openedUrls(page);
  const text = new URL(url!).searchParams.get('text')!;
  expect(text.startsWith(tr('ar', 'public', 'contact.waGreeting'))).toBe(true);
  expect(text).toContain('0501112233');
  expect(text).toContain('أرغب في نقل خدمات عاملة.');
});

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: invisible-only, control/bidi and loose e-mail input is refused inline with the reason, and the text is kept`, async ({
    page,
  }) => {
    await captureWindowOpen(page);
    await page.goto(`/contact?lang=${lang}`);
    const box = (key: string) => page.getByRole('textbox', { name: startsWith(tr(lang, 'public', `contact.${key}`)) });
    const error = (key: string) => tr(lang, 'public', `contact.errors.${key}`);
    const subjectBefore = await adminDb().collection('contactMessages').count().get();
    await box('name').fill('\u200B\u200B\u00A0');
    await box('email').fill('sara@example');
    await box('phone').fill('call me');
    await box('subject').fill('Invoice \u202Egnp.exe');
    await box('message').fill('\uFEFF\u2060');
    await tickConsent(page.getByRole('checkbox', { name: startsWith(tr(lang, 'public', 'privacyConsent.label')) }));
    await page.getByRole('button', { name: tr(lang, 'public', 'contact.submit') }).click();
    // Name and message are empty once their invisible characters are trimmed: SPEC's catalogued line.
    await expect(page.getByTestId('contact-error')).toHaveText(tr(lang, 'public', 'contact.required'));
    await expect(page.getByTestId('contact-error-name')).toHaveText(error('required'));
    await expect(page.getByTestId('contact-error-email')).toHaveText(error('email'));
    await expect(page.getByTestId('contact-error-phone')).toHaveText(error('phone'));
    await expect(page.getByTestId('contact-error-subject')).toHaveText(error('control'));
    await expect(page.getByTestId('contact-error-message')).toHaveText(error('required'));
    await expect(page.getByTestId('privacy-consent-error')).toHaveCount(0);
    await expect(box('subject')).toHaveValue('Invoice \u202Egnp.exe');
    await expect(box('email')).toHaveValue('sara@example');
    await expect(box('subject')).toHaveAttribute('aria-invalid', 'true');
    expect(await openedUrls(page)).toEqual([]);
    expect((await adminDb().collection('contactMessages').count().get()).data().count).toBe(subjectBefore.data().count);
  });
}

test('one visitor: the sixth message within the hour is refused with a notice, the first five are stored', async ({
  page,
}) => {
  await captureWindowOpen(page);
  await page.goto('/contact?lang=en');
  const run = `limit-${Date.now()}`;
  for (let i = 1; i <= 6; i += 1) {
    await page.getByRole('textbox', { name: startsWith('Full name') }).fill('Limit Tester');
    await page.getByRole('textbox', { name: startsWith('E-mail') }).fill('limit@example.com');
    await page.getByRole('textbox', { name: startsWith('Subject') }).fill(`${run} ${i}`);
    await page.getByRole('textbox', { name: startsWith('Message') }).fill('Testing the per-visitor limit.');
    await tickConsent(page.getByRole('checkbox', { name: startsWith(tr('en', 'public', 'privacyConsent.label')) }));
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId(i <= 5 ? 'contact-success' : 'contact-limited')).toBeVisible();
  }
  await expect(page.getByTestId('contact-limited')).toHaveText(tr('en', 'public', 'contact.limited'));
  // The text of the refused message is kept.
  await expect(page.getByRole('textbox', { name: startsWith('Subject') })).toHaveValue(`${run} 6`);
  const stored = await adminDb().collection('contactMessages').where('email', '==', 'limit@example.com').get();
  expect(
    stored.docs
      .map((d) => d.data().subject as string)
      .filter((s) => s.startsWith(run))
      .sort(),
  ).toEqual([1, 2, 3, 4, 5].map((i) => `${run} ${i}`));
});
