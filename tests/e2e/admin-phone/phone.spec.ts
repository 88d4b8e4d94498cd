// The office on a phone (issue 37): every admin route fits a 390 px touch screen in Arabic and English;
// the requests, messages and staff lists are cards with their main actions one tap away; a stage changed
// with the network cut waits (marked on its card, counted in the banner) and is stored once on reconnect,
// with one audit entry naming the admin. One sign-in per test; routes change inside the app.
import { readFileSync } from 'node:fs';
import { FieldValue } from 'firebase-admin/firestore';
import { expect, test, type Page } from '../support/visitor.ts';
import { adminDb, eventually } from '../../support/adminSdk.ts';
import { visitorRequest } from '../../support/visitorDocs.ts';
import { adminRoutes, chooseOption, loginAsAdmin, uniqueTag } from '../support/adminPortal.ts';
import { adminEmail } from '../../fixtures/constants.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const ar = JSON.parse(readFileSync(new URL('../../../web/src/locales/ar/admin.json', import.meta.url), 'utf8')) as {
  requests: { status: Record<string, string> };
  listKit: Record<string, string>;
  offline: Record<string, string>;
};

/** Moves the app to `path` as its own links do (no reload: one sign-in and one app start for all routes). */
async function showRoute(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/** How far the page reaches past the screen's inline edge (0: no sideways scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Cuts or restores the page's network. A phone's browser also says so ('offline' / 'online' events, on
 * which Firestore restarts its streams at once); Chromium fires them only when `navigator.onLine` flips,
 * and in a network namespace with only a loopback interface (docs/HELPERS.md) it is false from the start,
 * so the events are sent here as the phone's browser would send them.
 */
async function setNetwork(page: Page, online: boolean): Promise<void> {
  await page.context().setOffline(!online);
  await page.evaluate((event) => window.dispatchEvent(new Event(event)), online ? 'online' : 'offline');
}

/** A request code no other spec uses (the model's alphabet: no 0/O, 1/I). */
function trackingCode(): string {
  const letters = 'ACDEFGHJKMNPQRTWXY3479';
  const pick = (n: number) =>
    Array.from({ length: n }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
  return `R-${pick(4)}-${pick(2)}`;
}

test('every admin route fits a 390 px screen, in English and in Arabic', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAsAdmin(page, '/admin');
  for (const language of ['en', 'ar'] as const) {
    if (language === 'ar') {
      await page.goto('/admin?lang=ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    for (const route of adminRoutes) {
      await showRoute(page, route);
      await expect(page.locator('.admin-shell__content h2, .admin-shell__content h3').first()).toBeVisible();
      // Live data and lazy parts arrive after the heading: the page must fit once they are in too.
      await expect.poll(() => overflow(page), { message: `${route} in ${language}` }).toBeLessThanOrEqual(0);
    }
  }
});

test('requests in Arabic on a phone: reply and stage on the card; a stage changed offline is stored once', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const code = trackingCode();
  const request = adminDb().collection('requests').doc(code);
  await request.set(visitorRequest({ trackingCode: code, name: 'أم نورة', phone: '0501234567' }));
  try {
    await loginAsAdmin(page, '/admin');
    await page.goto(`/admin/requests?lang=ar&status=all&q=${code}`);
    const card = page.getByTestId(`request-row-${code}`);
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.ant-table')).toHaveCount(0);
    // The first screen has the family's WhatsApp reply and the stage control, no scrolling needed.
    await expect(card.getByTestId('reply-whatsapp')).toBeInViewport();
    const stage = card.getByTestId(`request-status-${code}`);
    await expect(stage).toBeInViewport();

    // The network goes: the change waits, marked on its card and counted in the banner.
    await setNetwork(page, false);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await chooseOption(page, stage.getByRole('combobox'), ar.requests.status.contacted!);
    await expect(card.getByTestId(`pending-${code}`)).toHaveText(ar.offline.pending!);
    await expect(page.getByTestId('offline-banner')).toContainText(ar.offline.banner_one!.replace('{{count}}', '1'));
    expect((await request.get()).get('status')).toBe('new');

    // Back online: sent once, the mark and the banner go.
    await setNetwork(page, true);
    await expect(card.getByTestId(`pending-${code}`)).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    const stored = await eventually(
      () => request.get(),
      (snap) =>
        snap.get('status') === 'contacted' &&
        (snap.get('history') as { status: string }[]).some((entry) => entry.status === 'contacted'),
      30_000,
    );
    const history = stored.get('history') as { status: string }[];
    expect(history.filter((entry) => entry.status === 'contacted')).toHaveLength(1);
    const updates = await eventually(
      async () =>
        (await adminDb().collection('auditLog').where('path', '==', `requests/${code}`).get()).docs
          .map((doc) => doc.data())
          .filter((entry) => entry.action === 'update' && (entry.changed as string[]).includes('status')),
      (found) => found.length > 0,
      30_000,
    );
    // Give a second (duplicate) write time to land before counting: the audit function writes within seconds.
    await page.waitForTimeout(3_000);
    const again = (await adminDb().collection('auditLog').where('path', '==', `requests/${code}`).get()).docs
      .map((doc) => doc.data())
      .filter((entry) => entry.action === 'update' && (entry.changed as string[]).includes('status'));
    expect(again).toHaveLength(updates.length);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ actorEmail: adminEmail, after: { status: 'contacted' } });
  } finally {
    await page.context().setOffline(false);
    await request.delete();
  }
});

test('messages and staff in Arabic on a phone: cards, mark read in one tap, bulk from a selection mode', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const subject = uniqueTag('هاتف');
  const message = await adminDb().collection('contactMessages').add({
    name: 'سارة',
    email: 'sara.phone@example.com',
    phone: '0551234567',
    subject,
    message: 'أحتاج سائقاً',
    status: 'unread',
    locale: 'ar',
    consentAt: FieldValue.serverTimestamp(),
    createdAt: FieldValue.serverTimestamp(),
  });
  try {
    await loginAsAdmin(page, '/admin');
    await page.goto(`/admin/messages?lang=ar&q=${encodeURIComponent(subject)}`);
    const card = page.getByTestId(`message-row-${message.id}`);
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('link', { name: new RegExp(ar.listKit.call!) })).toHaveAttribute('href', /^tel:/);
    await card.getByRole('button', { name: ar.listKit.markRead }).tap();
    await expect.poll(async () => (await message.get()).get('status')).toBe('read');

    await page.getByRole('button', { name: ar.listKit.select }).tap();
    await card.getByRole('checkbox').tap();
    await expect(page.getByTestId('bulk-bar')).toBeVisible();

    await showRoute(page, '/admin/staff');
    const first = page.locator('.admin-list__card').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    await expect(first.getByRole('combobox')).toBeInViewport();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  } finally {
    await message.delete();
  }
});
