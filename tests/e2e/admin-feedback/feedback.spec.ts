// Admin feedback: where toasts appear (bottom end corner, mirrored in Arabic), how many (at most 3),
// that they go away; the copy-phone action; a real load failure in Arabic without English SDK text.
import { expect, test, type Page } from '../support/visitor.ts';
import { FieldValue } from 'firebase-admin/firestore';
import { emulatorHosts } from '../../fixtures/constants.ts';
import { adminDb } from '../../support/adminSdk.ts';
import { loginAsAdmin, toast, uniqueTag } from '../support/adminPortal.ts';

const notices = (page: Page) => page.locator('.ant-notification-notice');
const latin = /[A-Za-z]/;
/** What the burst's toasts say (the advertising rules' refusal of the English field). */
const forSale = 'the advertising rules forbid offering a worker for sale';

/** The login's welcome notification is a toast too: let it go so the counts below are ours. */
async function waitForNoToasts(page: Page): Promise<void> {
  await page.mouse.move(1, 1); // a hovered toast pauses its timer
  await expect(notices(page)).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Five toasts in a burst: a content field gets wording the advertising rules forbid, and Save All,
 * clicked five times, refuses it five times with the catalogue message and writes nothing (Save All is
 * disabled while nothing changed). The five real DOM clicks are made inside the page in one go, so that
 * the count does not depend on how fast Playwright's actions run on a loaded machine (each toast lives 4.5 s).
 */
async function toastFiveTimes(page: Page, saveAll: string, banned: string): Promise<void> {
  const field = page.locator('[data-testid^="content-item-"]').first().locator('textarea, input[type="text"]').first();
  await field.fill(banned);
  const button = page.getByRole('button', { name: saveAll });
  await expect(button).toBeEnabled();
  await button.evaluate((element: HTMLElement) => {
    for (let i = 0; i < 5; i += 1) element.click();
  });
  await page.mouse.move(1, 1);
}

async function boxes(page: Page) {
  const all = await notices(page).all();
  return Promise.all(all.map(async (notice) => (await notice.boundingBox())!));
}

test.describe('admin toasts', () => {
  test('English: bottom-right, at most three at once, and they go away', async ({ page }) => {
    await loginAsAdmin(page, '/admin/content');
    await waitForNoToasts(page);
    await toastFiveTimes(page, 'Save All', 'A maid for sale');

    await expect(toast(page, forSale)).toBeVisible();
    await expect(notices(page)).toHaveCount(3);
    const viewport = page.viewportSize()!;
    for (const box of await boxes(page)) {
      expect(box.x + box.width, 'right edge near the right side').toBeGreaterThan(viewport.width - 80);
      expect(box.x, 'not centred').toBeGreaterThan(viewport.width / 2);
    }
    const lowest = Math.max(...(await boxes(page)).map((box) => box.y + box.height));
    expect(lowest, 'the stack sits at the bottom').toBeGreaterThan(viewport.height - 120);

    // About 4.5 s each (unit-tested in web/src/admin/lib/feedback.test.ts); here: they do go away. Only ours are
    // counted: the portal's live "New request" and "New contact message" toasts come as other specs write.
    await expect(notices(page).filter({ hasText: forSale })).toHaveCount(0, { timeout: 12_000 });
  });

  test('Arabic: bottom-left (the mirrored end corner), Arabic text only, content labels in Arabic', async ({
    page,
  }) => {
    await loginAsAdmin(page, '/admin/content');
    await page.goto('/admin/content?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await waitForNoToasts(page);

    // Field labels of the content tab are Arabic (no English label in the Arabic admin).
    const titles = page.locator('[data-testid^="content-item-"] .ant-card-head-title');
    await expect(titles.first()).toBeVisible();
    for (const title of await titles.allInnerTexts()) expect(title, `label "${title}"`).not.toMatch(latin);

    await toastFiveTimes(page, 'حفظ الكل', 'خادمة');
    await expect(toast(page, 'خادمة')).toBeVisible();
    await expect(notices(page)).toHaveCount(3);
    for (const box of await boxes(page)) {
      expect(box.x, 'left edge near the left side').toBeLessThan(80);
      expect(box.x + box.width, 'not centred').toBeLessThan(page.viewportSize()!.width / 2);
    }
    // The notice of notifications arriving from other specs names their families (Latin names): only the
    // portal's own words are checked, so the one with Open (فتح) is left out.
    const own = notices(page).filter({ hasNot: page.getByRole('button', { name: 'فتح' }) });
    for (const text of await own.allInnerTexts()) expect(text).not.toMatch(latin);
  });

  test('notifications that arrive while the portal is open share one notice, counted; Open on a phone in Arabic', async ({
    page,
  }) => {
    // Each arrival used to open its own notice, so a burst pushed the admin's own toast and the Undo notice
    // out of the three shown at once. Written one by one (one snapshot each); other specs' arrivals may join
    // the count, never a second notice. Arrival notices are the ones with Open (the login's welcome has none),
    // so nothing waits for other toasts to go.
    const tag = uniqueTag('Arrival');
    const arrive = async (count: number) => {
      for (let i = 1; i <= count; i += 1)
        await adminDb()
          .collection('notifications')
          .add({
            kind: 'contactMessage',
            title: `New message from ${tag} ${i}`,
            body: 'Arrivals',
            link: '/admin/messages',
            read: false,
            createdAt: FieldValue.serverTimestamp(),
            data: { name: `${tag} ${i}`, subject: 'Arrivals' },
          });
    };
    const arrivals = (open: string) => notices(page).filter({ has: page.getByRole('button', { name: open }) });
    try {
      await loginAsAdmin(page, '/admin/content');
      await arrive(4);
      await expect(arrivals('Open')).toContainText(/\d+ new notifications/);
      await expect
        .poll(async () => {
          await expect(arrivals('Open')).toHaveCount(1);
          return Number(/(\d+) new notifications/.exec(await arrivals('Open').innerText())?.[1] ?? 0);
        })
        .toBeGreaterThanOrEqual(4);

      // On a phone the notice shows at the top, over the header; its Open takes the tap to the unread list.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/admin/content?lang=ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await arrive(2);
      const notice = arrivals('فتح');
      // Two: the dual form; more (another spec's arrivals): the counted forms.
      await expect(notice).toContainText(/إشعاران جديدان|\d+ إشعار/);
      await expect(notice).toHaveCount(1);
      const box = (await notice.boundingBox())!;
      expect(box.y, 'on screen').toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, 'in the top half').toBeLessThan(844 / 2);
      await notice.getByRole('button', { name: 'فتح' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByTestId('notification-list')).toContainText(`${tag} 2`);
      await expect(notice).toHaveCount(0);
    } finally {
      const mine = await adminDb().collection('notifications').where('body', '==', 'Arrivals').get();
      await Promise.all(
        mine.docs.filter((doc) => String(doc.get('title')).includes(tag)).map((doc) => doc.ref.delete()),
      );
    }
  });

  test('a Storage outage in Arabic: the catalogue message, no English SDK text', async ({ page }) => {
    test.setTimeout(90_000);
    // Real outage at the network level: every request to the Storage emulator is refused.
    await page.route(`http://${emulatorHosts.storage}/**`, (route) => route.abort('connectionrefused'));
    await loginAsAdmin(page, '/admin/storage');
    await page.goto('/admin/storage?lang=ar');
    const failure = toast(page, 'تعذّر عرض المستندات');
    await expect(failure).toBeVisible({ timeout: 45_000 }); // the page's 20 s Storage deadline, then the toast
    expect(await failure.innerText()).not.toMatch(latin);
    // The page's own error state says the same, in Arabic.
    await expect(page.getByText('التخزين غير متاح')).toBeVisible();
    const result = page.locator('.ant-result');
    await expect(result).toContainText('تعذّر عرض المستندات');
    expect(await result.innerText()).not.toMatch(latin);
  });
});

test.describe('copy phone', () => {
  async function messageWithPhone(phone: string) {
    const subject = uniqueTag('Copy phone');
    const ref = await adminDb().collection('contactMessages').add({
      name: 'Copy E2E',
      email: 'copy.e2e@example.com',
      phone,
      subject,
      message: 'Please call me.',
      status: 'read',
      locale: 'en',
      createdAt: FieldValue.serverTimestamp(),
    });
    return ref;
  }

  test('copies the phone of a message to the clipboard with the catalogue message', async ({ page, context }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The real clipboard is written; the text handed to it is also noted in the page, because
    // reading the clipboard back (readText) can wait forever in a headless page without focus.
    await page.addInitScript(() => {
      const clipboard = navigator.clipboard;
      const write = clipboard.writeText.bind(clipboard);
      clipboard.writeText = (text: string) => {
        (window as unknown as { copiedText?: string }).copiedText = text;
        return write(text);
      };
    });
    const phone = '0551239876';
    const ref = await messageWithPhone(phone);
    try {
      await loginAsAdmin(page, '/admin/messages');
      await page.getByTestId(`message-row-${ref.id}`).getByRole('button', { name: 'View' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: `Copy phone number ${phone}` }).click();
      await expect(toast(page, 'Phone number copied to clipboard')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { copiedText?: string }).copiedText)).toBe(phone);
    } finally {
      await ref.delete();
    }
  });

  test('where the browser offers no clipboard, says so in Arabic', async ({ page }) => {
    test.setTimeout(90_000);
    // Browsers give no navigator.clipboard on pages that are not a secure context (plain http on a
    // LAN address); the emulator's 127.0.0.1 is secure, so that one case is reproduced by removing it.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
    const phone = '0551230000';
    const ref = await messageWithPhone(phone);
    try {
      await loginAsAdmin(page, '/admin/messages');
      await page.goto('/admin/messages?lang=ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByTestId(`message-row-${ref.id}`).getByRole('button', { name: 'عرض' }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: `نسخ رقم الهاتف ${phone}` })
        .click();
      const failure = toast(page, 'تعذّر نسخ رقم الهاتف');
      await expect(failure).toBeVisible();
      expect(await failure.innerText()).not.toMatch(latin);
    } finally {
      await ref.delete();
    }
  });
});
