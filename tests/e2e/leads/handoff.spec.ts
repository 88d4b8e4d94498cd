// The WhatsApp hand-off opens inside the click: the chat tab exists while the save is still held
// back (the Firestore emulator's commit is delayed by the browser, not mocked), and is pointed at
// the chat once the save settles.
import { expect, test } from '../support/visitor.ts';
import { tickConsent } from '../support/consent.ts';
import { tr } from '../public/helpers.ts';
import { appReady, holdApp } from '../first-tap/firstTap.ts';

const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the chat tab opens in the click while the save is slow, then shows the chat; the form says it was saved`, async ({
    page,
    context,
  }) => {
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>chat</title>chat' }),
    );
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let commits = 0;
    await page.route(/:8080\/.*commit/, async (route) => {
      commits += 1;
      await held;
      await route.continue();
    });

    await page.goto(`/contact?lang=${lang}`);
    // The office's number comes with the site settings: the hand-off needs it loaded.
    await expect(page.locator('.contact-info a[href^="https://wa.me/"]')).toBeVisible();
    const box = (key: string) => page.getByRole('textbox', { name: startsWith(tr(lang, 'public', `contact.${key}`)) });
    const subject = `handoff ${lang} ${Date.now()}`;
    await box('name').fill(lang === 'ar' ? 'نورة' : 'Sara');
    await box('email').fill('handoff@example.com');
    await box('phone').fill('٠٥٠١٢٣٤٥٦٧');
    await box('subject').fill(subject);
    await box('message').fill(lang === 'ar' ? 'أحتاج عاملة منزلية.' : 'I need a domestic worker.');
    await tickConsent(page.getByRole('checkbox', { name: startsWith(tr(lang, 'public', 'privacyConsent.label')) }));

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: tr(lang, 'public', 'contact.submit') }).click();
    const popup = await popupOpened;
    // The tab is open and the save has not finished: it opened inside the click, not after the save.
    await expect.poll(() => commits).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: tr(lang, 'public', 'contact.sending') })).toBeDisabled();
    expect(popup.url()).not.toContain('wa.me');

    release();
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const text = new URL(popup.url()).searchParams.get('text') ?? '';
    expect(text).toContain(subject);
    expect(text).toContain('0501234567');
    await expect(page.getByTestId('contact-success')).toHaveText(tr(lang, 'public', 'contact.success'));
    await expect(page.getByTestId('contact-chat-link')).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  });
}

test('a failed save says it was not saved, keeps the text and offers the chat link', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'chat' }));
  await page.route(/:8080\/.*commit/, (route) => route.abort());
  await page.goto('/contact?lang=ar');
  await expect(page.locator('.contact-info a[href^="https://wa.me/"]')).toBeVisible();
  const box = (key: string) => page.getByRole('textbox', { name: startsWith(tr('ar', 'public', `contact.${key}`)) });
  await box('name').fill('نورة');
  await box('email').fill('fail@example.com');
  await box('subject').fill('استفسار');
  await box('message').fill('نص يجب ألا يضيع');
  await tickConsent(page.getByRole('checkbox', { name: startsWith(tr('ar', 'public', 'privacyConsent.label')) }));
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: tr('ar', 'public', 'contact.submit') }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  await expect(page.getByTestId('contact-failed')).toBeVisible();
  await expect(page.getByText(tr('ar', 'public', 'handoff.notSavedChat'))).toBeVisible();
  await expect(box('message')).toHaveValue('نص يجب ألا يضيع');
  await expect(page.getByTestId('contact-chat-link')).toHaveAttribute('href', /^https:\/\/wa\.me\//);
});

test('before the app: the tap on Send opens the chat tab at once; the app then saves and points it at the chat', async ({
  page,
  context,
}) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'chat' }));
  const release = await holdApp(page);
  await page.goto('/contact?lang=ar');
  const box = (key: string) => page.getByRole('textbox', { name: startsWith(tr('ar', 'public', `contact.${key}`)) });
  const subject = `early handoff ${Date.now()}`;
  await box('name').fill('نورة');
  await box('email').fill('early.handoff@example.com');
  await box('subject').fill(subject);
  await box('message').fill('نص كُتب قبل أن يبدأ التطبيق');
  await tickConsent(page.getByRole('checkbox', { name: startsWith(tr('ar', 'public', 'privacyConsent.label')) }));
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: tr('ar', 'public', 'contact.submit') }).click();
  // The tab opened inside the tap although the app has not started: a popup blocker would refuse it later.
  const popup = await popupOpened;
  await expect(appReady(page)).toHaveCount(0);
  release();
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  expect(new URL(popup.url()).searchParams.get('text') ?? '').toContain(subject);
  await expect(page.getByTestId('contact-success')).toHaveText(tr('ar', 'public', 'contact.success'));
});
