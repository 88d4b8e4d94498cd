// Issue 34: the office moves a request on and dates the stage earlier in the request's drawer; the family
// reads it on /track from a phone, in English and in Arabic (with the Umm al-Qura date beside the Gregorian),
// with the late clock, what happens next and the guarantee card. The seed's own request R-JRNE-E2
// (tests/fixtures/requests.ts) is used by this spec only.
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/visitor.ts';
import { adminDb } from '../../support/adminSdk.ts';
import { tr } from '../public/helpers.ts';
import { chooseOption, loginAsAdmin, toast } from '../support/adminPortal.ts';

const code = 'R-JRNE-E2';
const phone = '0551230099';
const admin = JSON.parse(readFileSync(new URL('../../../web/src/locales/en/admin.json', import.meta.url), 'utf8'));

test('the office dates a stage, the family reads it on /track on a phone in both languages', async ({
  page,
  browser,
}) => {
  await loginAsAdmin(page, `/admin/requests?open=${code}`);
  const row = page.getByTestId(`request-row-${code}`);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await chooseOption(page, row.getByRole('combobox'), admin.requests.status.contacted);
  // The functions date the stage with the write.
  const ref = adminDb().doc(`requests/${code}`);
  await expect
    .poll(async () => (await ref.get()).get('stageDates.contacted') !== undefined, { timeout: 30_000 })
    .toBe(true);

  // Abuse first: a day in the future is refused in the form, nothing is written.
  const field = page.getByTestId(`stage-date-${code}-contacted`);
  await field.fill('2099-01-01');
  await page.getByTestId(`stage-save-${code}-contacted`).click();
  await expect(toast(page, admin.journey.future)).toBeVisible();
  // The office dates the first contact on 12 November 2026 (the request came on the 11th).
  await field.fill('2026-11-12');
  await page.getByTestId(`stage-save-${code}-contacted`).click();
  await expect(toast(page, /dated 12 November 2026/)).toBeVisible();
  // CVs were due 7 days after the first contact: the due day follows the office's date.
  await expect.poll(async () => (await ref.get()).get('dueDay'), { timeout: 30_000 }).toBe('2026-11-19');

  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const family = await phoneContext.newPage();
  for (const language of ['en', 'ar'] as const) {
    await family.goto(`/track?lang=${language}&code=${code}`);
    await family.getByTestId('track-phone').fill(phone);
    await family.getByTestId('track-submit').click();
    const contacted = family.locator('[data-testid="track-stage"][data-stage="contacted"]');
    await expect(contacted).toHaveAttribute('data-state', 'current');
    await expect(contacted).toContainText(tr(language, 'public', 'track.status.contacted'));
    await expect(contacted).toContainText(language === 'en' ? '12 November 2026' : '12 نوفمبر 2026');
    if (language === 'ar') await expect(contacted).toContainText('2 جمادى الآخرة 1448 هـ');
    const due = family.getByTestId('track-due');
    await expect(due).toHaveAttribute('data-late', /^[1-9]\d*$/);
    await expect(due).toContainText(language === 'en' ? '19 November 2026' : '19 نوفمبر 2026');
    await expect(family.getByTestId('track-next')).toContainText(tr(language, 'public', 'journey.next.contacted'));
    await expect(family.getByTestId('track-guarantee')).toContainText(
      tr(language, 'public', 'journey.guarantee.complaint1'),
    );
    // Not filed on Musaned yet: no checklist.
    await expect(family.getByTestId('track-musaned')).toHaveCount(0);
  }
  await phoneContext.close();
});
