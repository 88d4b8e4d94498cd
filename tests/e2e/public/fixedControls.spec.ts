// The fixed controls (the floating WhatsApp button, the sticky header and its menu) are on screen and on
// top on the home page, a list, the contact page and a worker page, on a phone and a desk, in both
// languages, before the app starts (the pre-rendered page) and after; the page is scrolled halfway
// down, where a control pinned to the top of the document or to the footer would be off screen.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/visitor.ts';
import { expectOnScreenAndOnTop } from '../support/onScreen.ts';
import { appReady, holdApp } from '../first-tap/firstTap.ts';
import { activeRefCodes } from '../leads/leadsData.ts';

const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desk', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

async function checkControls(page: Page, phone: boolean, when: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
  await expectOnScreenAndOnTop(page.getByTestId('whatsapp-fab'), `WhatsApp button ${when}`);
  await expectOnScreenAndOnTop(page.locator('.site-header'), `header ${when}`);
  await expectOnScreenAndOnTop(
    phone ? page.getByTestId('menu-button') : page.locator('.services-menu summary'),
    `menu ${when}`,
  );
}

for (const screen of screens) {
  test(`WhatsApp button, header and menu on screen and on top on a ${screen.name}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const [refCode] = await activeRefCodes('Maid', 1);
    const paths = ['/', '/maids-resume', '/contact', `/workers/${refCode}`];
    const context = await browser.newContext({
      viewport: screen.viewport,
      isMobile: screen.isMobile,
      hasTouch: screen.hasTouch,
    });
    const page = await context.newPage();
    for (const language of ['en', 'ar'] as const) {
      for (const path of paths) {
        const where = `${path} (${language}, ${screen.name})`;
        const release = await holdApp(page);
        await page.goto(`${path}?lang=${language}`, { waitUntil: 'domcontentloaded' });
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await checkControls(page, screen.isMobile, `before the app on ${where}`);
        await expect(appReady(page)).toHaveCount(0);
        release();
        await expect(appReady(page)).toHaveCount(1);
        await checkControls(page, screen.isMobile, `after the app on ${where}`);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      }
    }
    await context.close();
  });
}
