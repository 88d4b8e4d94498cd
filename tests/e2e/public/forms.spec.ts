import type { Language } from '@household/model';
// The public forms on a bad network (issue 30) and before the app has started (issue 25): a send is one
// send (the document id is chosen on the device, so a double tap or a retry never stores a second copy),
// the page says "still sending" while the database is slow and "sent" when it lands, never "failed" for a
// stored message; with the network cut the text is kept and one message is stored after it returns;
// drafts survive a reload; text typed and a form submitted before the app is ready are kept and sent once.
// Firestore's answers are slowed or cut with page.route on the emulator's port; documents are counted
// with the Admin SDK.
import { expect, test, type Page } from '../support/visitor.ts';
import { tickConsent } from '../support/consent.ts';
import { adminDb } from '../../support/adminSdk.ts';
import { activeRefCodes } from '../leads/leadsData.ts';
import { captureWindowOpen, tr } from './helpers.ts';

// These specs are about what happens without a prior input: no warm-up pointer move.
test.use({ visitorInput: false });

/** Firestore Lite's write (one batch: the document and the visitor's marker). */
const commitUrl = /:8080\/.*documents:commit/;

const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const box = (page: Page, lang: Language, key: string) =>
  page.getByRole('textbox', { name: startsWith(tr(lang, 'public', `contact.${key}`)) });
const consentBox = (page: Page, lang: Language) =>
  page.getByRole('checkbox', { name: startsWith(tr(lang, 'public', 'privacyConsent.label')) });

async function fillContact(page: Page, lang: Language, subject: string) {
  await box(page, lang, 'name').fill(lang === 'ar' ? 'نورة الاختبار' : 'Sara Slow');
  await box(page, lang, 'email').fill('slow.network@example.com');
  await box(page, lang, 'subject').fill(subject);
  await box(page, lang, 'message').fill(lang === 'ar' ? 'أرغب في نقل خدمات عاملة.' : 'We need a nanny.');
  await tickConsent(consentBox(page, lang));
}

async function storedWithSubject(subject: string): Promise<number> {
  return (await adminDb().collection('contactMessages').where('subject', '==', subject).get()).size;
}

/** Records every test id of `ids` that ever appears on the page, however briefly. */
async function recordAppearances(page: Page, ids: string[]) {
  await page.addInitScript((watched) => {
    const seen = new Set<string>();
    (window as unknown as { __seen: Set<string> }).__seen = seen;
    new MutationObserver(() => {
      for (const id of watched) {
        const element = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
        if (element && !element.hidden) seen.add(id);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  }, ids);
}

const appeared = (page: Page) => page.evaluate(() => [...(window as unknown as { __seen: Set<string> }).__seen]);

/** True once React has committed this form (the app marks its unit: web/src/site/early/hydrated.ts). */
async function waitForHydratedForm(page: Page, testId: string) {
  await page.waitForFunction((id) => {
    const form = document.querySelector(`[data-testid="${id}"]`);
    return !!form?.closest('[data-early-unit]')?.hasAttribute('data-hydrated');
  }, testId);
}

/** A gate: requests matching `url` wait until it is opened. */
async function holdRequests(page: Page, url: RegExp | string) {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  let held = 0;
  await page.route(url, async (route) => {
    held += 1;
    await opened;
    await route.continue();
  });
  return { open: () => open(), held: () => held };
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the database answers after 12 s: "still sending", then "you may keep waiting", then "sent", never "failed"; a double tap stores one message`, async ({
    page,
  }) => {
    await captureWindowOpen(page);
    await recordAppearances(page, ['contact-failed', 'contact-limited']);
    await page.goto(`/contact?lang=${lang}`);
    const subject = `slow-${lang}-${Date.now()}`;
    await fillContact(page, lang, subject);
    await waitForHydratedForm(page, 'contact-form');
    // Every write waits 12 s (the old page gave up after 10 s and said it had failed).
    await page.route(commitUrl, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      await route.continue();
    });
    await page.getByRole('button', { name: tr(lang, 'public', 'contact.submit') }).dblclick();
    const sending = page.getByTestId('contact-sending');
    await expect(sending).toHaveText(tr(lang, 'public', 'contact.stillSending'));
    // A third try while it is on its way (Enter in a field): still the same send.
    await box(page, lang, 'subject').press('Enter');
    await expect(sending).toHaveText(tr(lang, 'public', 'contact.slow'));
    await expect(page.getByTestId('contact-success')).toHaveText(tr(lang, 'public', 'contact.success'), {
      timeout: 60_000,
    });
    await expect(sending).toBeHidden();
    expect(await appeared(page)).toEqual([]);
    expect(await storedWithSubject(subject)).toBe(1);
    // The draft went with the send: a reload shows an empty form.
    await page.reload();
    await expect(box(page, lang, 'subject')).toHaveValue('');
  });
}

test('ar: network cut, then an answer lost on the way: "failed" with text and consent kept, and one retry stores exactly one message', async ({
  page,
  context,
}) => {
  await captureWindowOpen(page);
  await page.goto('/contact?lang=ar');
  const subject = `cut-ar-${Date.now()}`;
  await fillContact(page, 'ar', subject);
  await waitForHydratedForm(page, 'contact-form');
  const send = page.getByRole('button', { name: tr('ar', 'public', 'contact.submit') });
  const failed = page.getByTestId('contact-failed');

  const sending = page.getByTestId('contact-sending');
  // 1. No network at all: a clear failure in Arabic, nothing stored, everything kept.
  await context.setOffline(true);
  await send.click();
  await expect(sending).toBeHidden();
  await expect(failed).toHaveText(tr('ar', 'public', 'contact.failed'));
  await expect(box(page, 'ar', 'subject')).toHaveValue(subject);
  await expect(consentBox(page, 'ar')).toBeChecked();
  expect(await storedWithSubject(subject)).toBe(0);

  // 2. The network is back, but the write's answer is lost and the network drops again: the message
  // is stored, the page cannot know it yet and says so.
  await context.setOffline(false);
  let commits = 0;
  await page.route(commitUrl, async (route) => {
    commits += 1;
    await route.fetch();
    await context.setOffline(true);
    await route.abort('connectionreset');
  });
  await send.click();
  await expect.poll(() => commits).toBe(1);
  await expect(sending).toBeHidden();
  await expect(failed).toBeVisible();
  await expect(box(page, 'ar', 'name')).toHaveValue('نورة الاختبار');
  expect(commits).toBe(1);
  expect(await storedWithSubject(subject)).toBe(1);

  // 3. Back online, the visitor tries again: the same document id, which the marker shows as stored: sent,
  // and no second write at all.
  await context.setOffline(false);
  await send.click();
  await expect(page.getByTestId('contact-success')).toHaveText(tr('ar', 'public', 'contact.success'));
  expect(commits).toBe(1);
  expect(await storedWithSubject(subject)).toBe(1);
});

test('en: half-typed contact and request forms survive a reload (consent not re-ticked); a slow request is sent once, its id its tracking code', async ({
  page,
}) => {
  await page.goto('/contact?lang=en');
  await box(page, 'en', 'name').fill('Half Typed');
  await box(page, 'en', 'message').fill('Line one\nline two');
  await tickConsent(consentBox(page, 'en'));
  // A person types for seconds; this fill takes milliseconds, and the early layer, which keeps the draft, is
  // fetched after the first paint (decision 043; it also keeps what was typed before it arrived). The reload
  // waits until the draft is stored, as it would be long before a person's hand reaches the reload button.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('hs.draft.contact') ?? ''))
    .toContain('Half Typed');
  await page.reload();
  // The early layer puts the draft back at once, before any input starts the app.
  await expect(box(page, 'en', 'name')).toHaveValue('Half Typed');
  await expect(box(page, 'en', 'message')).toHaveValue('Line one\nline two');
  await expect(box(page, 'en', 'email')).toHaveValue('');
  await expect(consentBox(page, 'en')).not.toBeChecked();

  // The request form opens behind a button the app renders: the pointer move starts the app first.
  const [refCode] = await activeRefCodes('Maid', 1);
  await page.goto(`/workers/${refCode}?lang=en`);
  await page.mouse.move(5, 5);
  const open = page.getByTestId('worker-request');
  await expect(open).toBeEnabled();
  await open.click();
  await page.getByTestId('request-name').fill('Draft Family');
  await page.getByTestId('request-phone').fill('0501234567');
  await page.reload();
  await page.mouse.move(5, 5);
  await expect(open).toBeEnabled();
  await open.click();
  await expect(page.getByTestId('request-name')).toHaveValue('Draft Family');
  await expect(page.getByTestId('request-phone')).toHaveValue('0501234567');
  await expect(consentBox(page, 'en')).not.toBeChecked();

  await page.route(commitUrl, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    await route.continue();
  });
  await tickConsent(consentBox(page, 'en'));
  await page.getByTestId('request-submit').dblclick();
  await expect(page.getByTestId('request-sending')).toHaveText(tr('en', 'public', 'requests.stillSending'));
  await expect(page.getByTestId('request-sending')).toHaveText(tr('en', 'public', 'requests.slow'));
  const code = page.getByTestId('request-tracking-code');
  await expect(code).toHaveText(/^R-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{2}$/, { timeout: 60_000 });
  const trackingCode = (await code.textContent())!;
  const stored = await adminDb().doc(`requests/${trackingCode}`).get();
  expect(stored.get('trackingCode')).toBe(trackingCode);
  expect(stored.get('refCodes')).toEqual([refCode]);
  expect((await adminDb().collection('requests').where('name', '==', 'Draft Family').get()).size).toBe(1);
  await adminDb().doc(`requests/${trackingCode}`).delete();
});

test('en: typed and submitted before any script has arrived: the form shows it is sending at once, hydration keeps text, consent and focus, and the message is sent once', async ({
  page,
}) => {
  await captureWindowOpen(page);
  await recordAppearances(page, ['contact-failed']);
  // All of the site's code, even the entry script, (and then the database's answer) is held back until the
  // checks below are done: the inline head script keeps the submit until the entry takes it.
  const app = await holdRequests(page, /\/assets\/.*\.js(\?.*)?$/);
  const database = await holdRequests(page, commitUrl);
  await page.goto('/contact?lang=en', { waitUntil: 'commit' });
  const subject = `early-${Date.now()}`;
  await box(page, 'en', 'name').click();
  await page.keyboard.type('Early Visitor');
  await box(page, 'en', 'email').click();
  await page.keyboard.type('early@example.com');
  await box(page, 'en', 'message').click();
  await page.keyboard.type('Typed before the app started.');
  await tickConsent(consentBox(page, 'en'));
  await box(page, 'en', 'subject').click();
  await page.keyboard.type(subject);
  await page.keyboard.press('Enter');
  // The early script (no app yet) took the submit: pending state inside the form, nothing sent.
  await expect(page.getByTestId('contact-sending')).toHaveText(tr('en', 'public', 'contact.stillSending'));
  await expect(page.getByTestId('contact-form')).toHaveAttribute('aria-busy', 'true');
  expect(app.held()).toBeGreaterThan(0);
  expect(await storedWithSubject(subject)).toBe(0);

  app.open();
  await waitForHydratedForm(page, 'contact-form');
  // The queued submit is being sent by the app; the database has not answered yet.
  await expect.poll(() => database.held()).toBe(1);
  await expect(box(page, 'en', 'name')).toHaveValue('Early Visitor');
  await expect(box(page, 'en', 'message')).toHaveValue('Typed before the app started.');
  await expect(box(page, 'en', 'subject')).toHaveValue(subject);
  await expect(consentBox(page, 'en')).toBeChecked();
  await expect(box(page, 'en', 'subject')).toBeFocused();
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).selectionStart)).toBe(subject.length);

  database.open();
  await expect(page.getByTestId('contact-success')).toBeVisible();
  await expect(box(page, 'en', 'subject')).toBeFocused();
  expect(database.held()).toBe(1);
  expect(await storedWithSubject(subject)).toBe(1);
  expect(await appeared(page)).toEqual([]);
});
