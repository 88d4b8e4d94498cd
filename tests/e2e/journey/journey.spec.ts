// Issue 34: the office walks a request through every stage of its journey in the request's drawer, setting
// each stage and dating it (an earlier day than the write, once a future day is refused); the family reads
// it on /track from a phone, in English and in Arabic (with the Umm al-Qura date beside the Gregorian): every
// stage with its date, the current stage's due day, probation's day count, the Musaned checklist and the
// guarantee card. The seed's own request R-JRNE-E2 (tests/fixtures/requests.ts, received 11 November 2026)
// is used by this spec only. One drawer visit, one /track lookup per language.
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/visitor.ts';
import { adminDb } from '../../support/adminSdk.ts';
import { tr } from '../public/helpers.ts';
import { chooseOption, loginAsAdmin, toast } from '../support/adminPortal.ts';

const code = 'R-JRNE-E2';
const phone = '0551230099';
const admin = JSON.parse(readFileSync(new URL('../../../web/src/locales/en/admin.json', import.meta.url), 'utf8'));

// The recruitment journey up to probation, each stage with the office day the office gives it.
const walk = [
  ['contacted', '2026-11-12'],
  ['cvsOffered', '2026-11-13'],
  ['contract', '2026-11-15'],
  ['visa', '2026-11-17'],
  ['travelBooked', '2026-11-19'],
  ['arrived', '2026-11-21'],
  ['probation', '2026-11-21'],
] as const;
const shown = { new: '2026-11-11', ...Object.fromEntries(walk) } as Record<string, string>;
// 90 days of probation from the arrival day.
const probationEnds = '2027-02-19';
const months = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};
/** The Gregorian day as the site writes it (`12 November 2026`, `12 نوفمبر 2026`). */
const gregorian = (day: string, language: 'en' | 'ar') => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${months[language][month - 1]} ${year}`;
};
const riyadhDay = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

test('the office sets and dates every stage, the family reads them on /track on a phone in both languages', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page, `/admin/requests?open=${code}`);
  const row = page.getByTestId(`request-row-${code}`);
  await expect(row).toBeVisible({ timeout: 20_000 });
  const ref = adminDb().doc(`requests/${code}`);

  await test.step('the office moves the request on stage by stage and dates each stage', async () => {
    for (const [index, [stage, day]] of walk.entries()) {
      await chooseOption(page, row.getByRole('combobox'), admin.requests.status[stage]);
      const field = page.getByTestId(`stage-date-${code}-${stage}`);
      if (index === 0) {
        // The functions date the stage with the write.
        await expect
          .poll(async () => (await ref.get()).get(`stageDates.${stage}`) !== undefined, { timeout: 30_000 })
          .toBe(true);
        // Abuse first: a day in the future is refused in the form, nothing is written.
        await field.fill('2099-01-01');
        await page.getByTestId(`stage-save-${code}-${stage}`).click();
        await expect(toast(page, admin.journey.future)).toBeVisible();
      }
      await field.fill(day);
      await page.getByTestId(`stage-save-${code}-${stage}`).click();
    }
    // Each save is applied on screen at once and sent in order; the last one's toast says the server has it
    // (the writes before it went first), and the stored days are checked once, below.
    const [lastStage, lastDay] = walk.at(-1)!;
    await expect(
      toast(
        page,
        admin.journey.saved
          .replace('{{stage}}', admin.requests.status[lastStage])
          .replace('{{date}}', gregorian(lastDay, 'en')),
      ),
    ).toBeVisible();
    // Stored as the office set them; the due day is probation's end.
    await expect
      .poll(
        async () => {
          const data = (await ref.get()).data()!;
          const dates = data.stageDates as Record<string, { toDate: () => Date }>;
          return {
            status: data.status,
            dueDay: data.dueDay,
            days: Object.fromEntries(Object.entries(dates).map(([stage, at]) => [stage, riyadhDay(at.toDate())])),
          };
        },
        { timeout: 30_000 },
      )
      .toEqual({ status: 'probation', dueDay: probationEnds, days: shown });
  });

  const today = riyadhDay(new Date());
  const probationDay = Math.min(90, Math.max(1, daysFrom(shown.arrived!, today) + 1));
  const late = today > probationEnds;

  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const family = await phoneContext.newPage();
  for (const language of ['en', 'ar'] as const) {
    await test.step(`the family reads every stage on /track (${language})`, async () => {
      await family.goto(`/track?lang=${language}&code=${code}`);
      await family.getByTestId('track-phone').fill(phone);
      await family.getByTestId('track-submit').click();
      for (const [stage, day] of Object.entries(shown)) {
        const item = family.locator(`[data-testid="track-stage"][data-stage="${stage}"]`);
        await expect(item).toHaveAttribute('data-state', stage === 'probation' ? 'current' : 'done');
        await expect(item).toContainText(tr(language, 'public', `track.status.${stage}`));
        await expect(item).toContainText(gregorian(day, language));
      }
      if (language === 'ar') {
        await expect(family.locator('[data-testid="track-stage"][data-stage="contacted"]')).toContainText(
          '2 جمادى الآخرة 1448 هـ',
        );
      }
      const probation = family.getByTestId('track-probation');
      await expect(probation).toContainText(
        tr(language, 'public', 'journey.probation')
          .replace('{{day}}', String(probationDay))
          .replace('{{of}}', '90')
          .replace('{{date}}', gregorian(probationEnds, language)),
      );
      const due = family.getByTestId('track-due');
      await expect(due).toHaveAttribute('data-late', late ? /^[1-9]\d*$/ : '0');
      await expect(due).toContainText(gregorian(probationEnds, language));
      await expect(family.getByTestId('track-next')).toContainText(tr(language, 'public', 'journey.next.probation'));
      // The contract is filed on Musaned: the family's checklist, which says the site never takes payment.
      await expect(family.getByTestId('track-musaned')).toContainText(
        tr(language, 'public', 'journey.musaned.noPayment'),
      );
      await expect(family.getByTestId('track-guarantee')).toContainText(
        tr(language, 'public', 'journey.guarantee.complaint1'),
      );
    });
  }
  await phoneContext.close();
});
