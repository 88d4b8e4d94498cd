import type { Language } from '@household/model';
// Issue 13 "Done when": the whole path in each language. A visitor saves two workers, requests
// them and receives a tracking code; the request appears live on the admin's /admin/requests
// (opened before the request was sent); the admin moves it to `contract`; /track shows that stage.
import { readFileSync } from 'node:fs';
import { tickConsent } from '../support/consent.ts';
import { expect, test, type Browser, type Page } from '../support/visitor.ts';
import { adminDb } from '../../support/adminSdk.ts';
import { tr } from '../public/helpers.ts';
import { chooseOption, loginAsAdmin, toast } from '../support/adminPortal.ts';
import { seededCards } from './leadsData.ts';
import { trackFirestoreChannels } from '../support/firestoreChannels.ts';

/** An admin-namespace string (the admin chunk's own locale files). */
function adminText(language: Language, key: string): string {
  let node: unknown = JSON.parse(
    readFileSync(new URL(`../../../web/src/locales/${language}/admin.json`, import.meta.url), 'utf8'),
  );
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No admin translation ${language}:${key}`);
  return node;
}

const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The admin on /admin/requests in a context of its own, and the end of its Firestore channels. */
async function adminOnRequests(
  browser: Browser,
  language: Language,
): Promise<{ admin: Page; endChannels: () => Promise<void> }> {
  const admin = await browser.newPage();
  const endChannels = trackFirestoreChannels(admin.context());
  await loginAsAdmin(admin, '/admin/requests');
  if (language === 'ar') {
    await admin.goto('/admin/requests?lang=ar');
    await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl');
  }
  await expect(admin.getByRole('heading', { name: adminText(language, 'requests.title') })).toBeVisible();
  return { admin, endChannels };
}

const visitors: Record<Language, { name: string; phone: string; typedPhone: string }> = {
  en: { name: 'Walkthrough Family', phone: '966551230001', typedPhone: '+966 55 123 0001' },
  ar: { name: 'عائلة الجولة', phone: '0551230002', typedPhone: '٠٥٥١٢٣٠٠٠٢' },
};

for (const language of ['en', 'ar'] as const) {
  test(`${language}: shortlist two workers, request them, the admin sees it live and moves it to contract, /track shows contract`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const visitor = visitors[language];
    const { admin, endChannels } = await adminOnRequests(browser, language);

    // Visitor: save two workers from the list.
    await page.goto(`/maids-resume?lang=${language}`);
    // Seeded workers: the admin specs running meanwhile withdraw the workers they add, and the request
    // function rightly drops a worker who is no longer active.
    const { codes, card } = await seededCards(page, 2);
    await card(codes[0]!).getByTestId('shortlist-save').click();
    await card(codes[1]!).getByTestId('shortlist-save').click();
    await expect(page.getByTestId('header-shortlist-count')).toHaveText('2');

    // Request both from the shortlist.
    await page.getByTestId('header-shortlist').click();
    await expect(page.getByTestId('shortlist-item')).toHaveCount(2);
    await page.getByTestId('request-name').fill(visitor.name);
    await page.getByTestId('request-phone').fill(visitor.typedPhone);
    await tickConsent(page.getByRole('checkbox', { name: startsWith(tr(language, 'public', 'privacyConsent.label')) }));
    await page.getByTestId('request-submit').click();
    const codeText = page.getByTestId('request-tracking-code');
    await expect(codeText).toHaveText(/^R-[A-Z0-9]{4}-[A-Z0-9]{2}$/);
    const trackingCode = (await codeText.textContent())!;

    // Admin: the request appears without a reload, with both workers linked to their staff records.
    const row = admin.getByTestId(`request-row-${trackingCode}`);
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText(visitor.name);
    for (const code of codes)
      await expect(row.getByRole('link', { name: code })).toHaveAttribute('href', `/admin/staff?q=${code}`);

    // Admin: move it to contract; the stage is stamped in history by the functions.
    const contract = adminText(language, 'requests.status.contract');
    await chooseOption(admin, row.getByRole('combobox'), contract);
    await expect(
      toast(
        admin,
        adminText(language, 'requests.statusUpdated').replace('{{code}}', trackingCode).replace('{{status}}', contract),
      ),
    ).toBeVisible();
    const stored = await adminDb().collection('requests').where('trackingCode', '==', trackingCode).get();
    expect(stored.docs[0]!.get('phone')).toBe(visitor.phone);
    await expect
      .poll(
        async () =>
          ((await stored.docs[0]!.ref.get()).get('history') as { status: string }[]).map((entry) => entry.status),
        { timeout: 30_000 },
      )
      .toEqual(['new', 'contract']);

    // Visitor: /track shows the contract stage.
    await page.goto(`/track?lang=${language}`);
    await page.getByTestId('track-code').fill(trackingCode);
    await page.getByTestId('track-phone').fill(visitor.typedPhone);
    await page.getByTestId('track-submit').click();
    await expect(page.getByTestId('track-status')).toHaveAttribute('data-status', 'contract');
    await expect(page.getByTestId('track-status')).toHaveText(tr(language, 'public', 'track.status.contract'));
    await admin.close();
    await endChannels();
  });
}
