// The Content-Security-Policy Hosting sends (firebase.json) lets the app work: no page of the public
// site (both languages) triggers a single CSP violation, and the fonts it allows arrive as decision 039 says.
// The truth sweep (truth/truthSweep.spec.ts) watches every public and admin page it opens the same way.
// Decision record: docs/decisions/009-security-headers.md.
import { expect, test } from '../support/visitor.ts';
import { watchCsp } from '../support/csp.ts';

const publicPaths = ['/', '/maids-resume', '/drivers-resume', '/transfer-staff', '/contact', '/ratings', '/about-us'];

test.describe('Content-Security-Policy', () => {
  test('the hosting emulator sends the security headers', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toContain('max-age=');
  });

  test('the watcher sees a violation (an injected inline script is blocked and reported)', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/about-us?lang=en');
    await page.addScriptTag({ content: 'window.__injected = true;' }).catch(() => undefined);
    await expect.poll(async () => (await violations()).join('\n')).toContain('script-src');
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`public pages in ${lang} pass the policy`, async ({ page }) => {
      const violations = await watchCsp(page);
      const arabic600 = () =>
        page.evaluate(() => {
          let faces = 0;
          document.fonts.forEach((face) => {
            if (face.family.includes('IBM Plex Sans Arabic') && face.weight === '600') faces += 1;
          });
          return { faces, cached: localStorage.getItem('fonts.arabic600') };
        });
      // The page's faces (decision 039): a style the first head script enables once a previous page cached them.
      const pageFaces = () =>
        page.evaluate(
          (language) => ({
            media: document.querySelector('style[data-faces]')?.getAttribute('media'),
            version: document.querySelector('style[data-faces]')?.getAttribute('data-faces'),
            stored: localStorage.getItem(`fonts.faces.${language}`),
          }),
          lang,
        );
      for (const [index, path] of publicPaths.entries()) {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('main, [role="main"]').first()).toBeVisible();
        expect(await violations(), `${path}?lang=${lang}`).toEqual([]);
        if (index === 0) {
          // The first page is drawn without the web fonts and, after load, fetches its language's core files
          // for the next pages (font-src and connect-src allow them), then stores the faces' version.
          expect((await pageFaces()).media).toBe('not all');
          await expect.poll(async () => (await pageFaces()).stored ?? '').toMatch(/^[0-9a-f]{10}$/);
          expect((await pageFaces()).media).toBe('not all');
        } else {
          const faces = await pageFaces();
          expect(faces, `${path}?lang=${lang}`).toEqual({ media: 'all', version: faces.stored, stored: faces.version });
        }
        if (index === 0 && lang === 'ar') {
          // The first Arabic page fetches the 600 core into the cache after load (connect-src and the cache
          // allow it) and declares no 600 face: adding one would lay the page out again (decision 037).
          // Nor does the app once it has started on the page.
          await expect.poll(async () => (await arabic600()).cached ?? '').toMatch(/core-600.*\.woff2$/);
          await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
          expect((await arabic600()).faces).toBe(0);
        }
      }
      // The later Arabic pages add the 600 faces after load (font-src above allows them); English pages never
      // do, nor fetch the core. Once the app is ready, the early layer has long run.
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
      await expect
        .poll(arabic600)
        .toEqual(lang === 'ar' ? { faces: 2, cached: expect.stringMatching(/core-600/) } : { faces: 0, cached: null });
    });
  }
});
