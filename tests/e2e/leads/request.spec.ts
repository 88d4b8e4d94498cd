// Shortlist -> one request -> tracking code -> /track, in English and Arabic.
import { expect, test } from '../support/visitor.ts';
import { tickConsent } from '../support/consent.ts';
import { adminDb } from '../../support/adminSdk.ts';
import { tr } from '../public/helpers.ts';
import { openSeededProfile, seededCards } from './leadsData.ts';

const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test('save two workers, the counter survives a language change, request both, then track the request', async ({
  page,
}) => {
  await page.goto('/maids-resume?lang=en');
  // Two seeded workers: the request function rightly drops a worker who is no longer active when the
  // request arrives, and the admin specs deactivate the workers they add.
  const { codes, card } = await seededCards(page, 2);
  await card(codes[0]!).getByTestId('shortlist-save').click();
  await card(codes[1]!).getByTestId('shortlist-save').click();
  await expect(card(codes[0]!).getByTestId('shortlist-save')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('header-shortlist-count')).toHaveText('2');

  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('header-shortlist-count')).toHaveText('2');

  await page.getByTestId('header-shortlist').click();
  await expect(page).toHaveURL(/\/shortlist/);
  await expect(page.getByTestId('shortlist-item')).toHaveCount(2);

  // Abuse: empty form names every problem, nothing is written.
  await page.getByTestId('request-submit').click();
  await expect(page.getByTestId('request-name-error')).toHaveText(tr('ar', 'public', 'requests.errors.nameRequired'));
  await expect(page.getByTestId('request-phone-error')).toHaveText(tr('ar', 'public', 'requests.errors.phoneInvalid'));
  await expect(page.getByTestId('privacy-consent-error')).toHaveText(
    tr('ar', 'public', 'requests.errors.consentRequired'),
  );

  await page.getByTestId('request-name').fill('نورة');
  await page.getByTestId('request-phone').fill('٠٥٠١٢٣٤٥٦٧');
  await page.getByTestId('request-note').fill('نحتاج عاملة من الشهر القادم');
  await tickConsent(page.getByRole('checkbox', { name: startsWith(tr('ar', 'public', 'privacyConsent.label')) }));
  await page.getByTestId('request-submit').click();
  const codeText = page.getByTestId('request-tracking-code');
  await expect(codeText).toHaveText(/^R-[A-Z0-9]{4}-[A-Z0-9]{2}$/);
  const trackingCode = (await codeText.textContent())!;
  await expect(page.getByTestId('request-whatsapp')).toHaveAttribute(
    'href',
    new RegExp(encodeURIComponent(trackingCode)),
  );

  const stored = await adminDb().collection('requests').where('trackingCode', '==', trackingCode).get();
  expect(stored.size).toBe(1);
  const data = stored.docs[0]!.data();
  expect(data).toMatchObject({
    refCodes: codes,
    name: 'نورة',
    phone: '0501234567',
    email: null,
    message: 'نحتاج عاملة من الشهر القادم',
    locale: 'ar',
    status: 'new',
  });

  // Track: a wrong phone gets the same answer as an unknown code; the right pair shows the stage.
  await page.getByTestId('request-track-link').click();
  await expect(page.getByTestId('track-code')).toHaveValue(trackingCode);
  await page.getByTestId('track-phone').fill('0509999999');
  await page.getByTestId('track-submit').click();
  await expect(page.getByTestId('track-not-found')).toHaveText(tr('ar', 'public', 'track.notFound'));
  await page.getByTestId('track-phone').fill('٠٥٠١٢٣٤٥٦٧');
  await page.getByTestId('track-submit').click();
  await expect(page.getByTestId('track-status')).toHaveAttribute('data-status', 'new');
  await expect(page.getByTestId('track-status')).toHaveText(tr('ar', 'public', 'track.status.new'));
});

test('English: a request from the profile, and a malformed tracking code is refused before any lookup', async ({
  page,
}) => {
  await openSeededProfile(page);
  await page.getByTestId('worker-request').click();
  await page.getByTestId('request-name').fill('Sara');
  await page.getByTestId('request-phone').fill('12');
  await page.getByTestId('request-email').fill('not-an-email');
  await tickConsent(page.getByRole('checkbox', { name: startsWith(tr('en', 'public', 'privacyConsent.label')) }));
  await page.getByTestId('request-submit').click();
  await expect(page.getByTestId('request-phone-error')).toHaveText(tr('en', 'public', 'requests.errors.phoneInvalid'));
  await expect(page.getByTestId('request-email-error')).toHaveText(tr('en', 'public', 'requests.errors.emailInvalid'));
  await expect(page.getByTestId('request-name')).toHaveValue('Sara');
  await page.getByTestId('request-phone').fill('+966 50 111 2233');
  await page.getByTestId('request-email').fill('');
  await page.getByTestId('request-submit').click();
  await expect(page.getByTestId('request-tracking-code')).toHaveText(/^R-[A-Z0-9]{4}-[A-Z0-9]{2}$/);

  await page.goto('/track?lang=en');
  await page.getByTestId('track-code').fill('hello');
  await page.getByTestId('track-phone').fill('0501112233');
  await page.getByTestId('track-submit').click();
  await expect(page.getByText(tr('en', 'public', 'track.badCode'))).toBeVisible();
});
