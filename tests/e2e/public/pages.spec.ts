import type { Language } from '@household/model';
// Every public page this issue owns, in English and Arabic: direction, a translated heading,
// no leaked translation keys, the page title and canonical URL; plus the 404 page.
import { expect, test } from '../support/visitor.ts';
import { seedContent } from '../../fixtures/content.ts';
import { seedSiteSettings } from '../../fixtures/site.ts';
import { expectNoTranslationKeys, tr } from './helpers.ts';

const content = (section: string, fieldKey: string, language: Language) => {
  const item = seedContent.find((entry) => entry.section === section && entry.fieldKey === fieldKey);
  if (!item) throw new Error(`no seed content ${section}_${fieldKey}`);
  return item[language];
};

/** Route and its expected h1 (from the seeded content where the page reads it, else the locale). */
const routes: { path: string; heading: (language: Language) => string }[] = [
  { path: '/', heading: (l) => content('home', 'heroTitle', l) },
  { path: '/recruitment-process', heading: (l) => tr(l, 'public', 'recruitment.title') },
  { path: '/contact', heading: (l) => content('contact', 'title', l) },
  { path: '/ratings', heading: (l) => content('ratings', 'title', l) },
  { path: '/help-center', heading: (l) => content('help', 'title', l) },
  { path: '/emergency-support', heading: (l) => content('emergency', 'title', l) },
  { path: '/about-us', heading: (l) => tr(l, 'public', 'about.title') },
  { path: '/privacy-policy', heading: (l) => tr(l, 'public', 'privacy.title') },
  { path: '/terms-of-service', heading: (l) => tr(l, 'public', 'terms.title') },
];

for (const language of ['en', 'ar'] as const) {
  test(`every public page renders in ${language === 'en' ? 'English' : 'Arabic'}`, async ({ page }) => {
    test.setTimeout(90_000);
    const portal = tr(language, 'common', 'brand.portal');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const route of routes) {
      await page.goto(`${route.path}?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading(language));
      // Shared layout on every page.
      await expect(
        page.getByRole('link', { name: tr(language, 'common', 'nav.contact'), exact: true }).first(),
      ).toBeVisible();
      await expect(page.getByTestId('site-footer')).toContainText(tr(language, 'common', 'footer.rights'));
      await expect(page.getByTestId('whatsapp-fab')).toHaveAttribute('href', /^https:\/\/wa\.me\/966501234567\?text=/);
      // The emergency page calls the hotline the office set for emergencies, not its general phone (issue 40).
      if (route.path === '/emergency-support')
        await expect(page.getByTestId('emergency-phone')).toHaveText(seedSiteSettings.hotline);
      await expect(page).toHaveTitle(new RegExp(portal));
      // Each language version is its own canonical page, behind its ?lang= (the language lives in the address).
      const canonical = `http://127.0.0.1:5000${route.path}?lang=${language}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
        'href',
        `http://127.0.0.1:5000${route.path}?lang=ar`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      // Let data-driven parts settle before reading the text.
      await page.waitForLoadState('networkidle');
      await expectNoTranslationKeys(page);
    }
    expect(errors).toEqual([]);
  });
}

test('unknown path shows the 404 page in both languages', async ({ page }) => {
  await page.goto('/no-such-page?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('ar', 'common', 'notFound.title'));
  await expectNoTranslationKeys(page);
  await page.goto('/also/missing?lang=en');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:5000\/(\?.*)?$/);
  await expect(page.getByTestId('hero-title')).toBeVisible();
});
