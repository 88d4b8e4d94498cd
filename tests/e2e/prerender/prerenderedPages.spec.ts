// The HTML Hosting serves for every public page already holds the page's text, <html lang dir>, title
// and absolute link-preview tags in the visitor's language (docs/decisions/013-pre-rendered-html.md).
// Read with plain HTTP (no JavaScript), as WhatsApp's link preview reads it.
import { expect, test } from '../support/visitor.ts';
import { adminDb } from '../../support/adminSdk.ts';
import { seedMedia } from '../../fixtures/media.ts';
import { tr } from '../public/helpers.ts';
import { arabicLetters, origin, served } from './prerenderHtml.ts';
import { publicPaths } from '../support/publicRoutes.ts';

for (const language of ['en', 'ar'] as const) {
  test(`every public page is served pre-rendered in ${language === 'en' ? 'English' : 'Arabic'}`, async ({
    request,
  }) => {
    const portal = tr(language, 'common', 'brand.portal');
    for (const path of publicPaths) {
      const page = await served(request, `${path}?lang=${language}`);
      const where = `${path}?lang=${language}`;
      expect(page.status, where).toBe(200);
      expect(page.prerendered, where).toBe(true);
      expect([page.lang, page.dir], where).toEqual([language, language === 'ar' ? 'rtl' : 'ltr']);
      expect(page.title, where).toContain(portal);
      expect(page.title, where).not.toBe(portal);
      expect(page.meta('description'), where).toBeTruthy();
      expect(page.meta('og:image'), where).toMatch(/^https?:\/\//);
      expect(page.meta('og:url'), where).toBe(`${origin}${path}?lang=${language}`);
      expect(page.canonical, where).toBe(page.meta('og:url'));
      expect(page.meta('og:locale'), where).toBe(language === 'ar' ? 'ar_SA' : 'en_US');
      expect(page.h1, where).toBeTruthy();
      if (language === 'ar') expect(page.h1, where).toMatch(arabicLetters);
      else expect(page.h1, where).not.toMatch(arabicLetters);
      // The header and footer are there too, in the page's language.
      expect(page.rootText, where).toContain(tr(language, 'common', 'nav.home'));
    }
  });
}

test('the home page carries the hero text the admin wrote, in each language, and preloads its image', async ({
  request,
}) => {
  const hero = (await adminDb().doc('content/home_heroTitle').get()).data();
  for (const language of ['en', 'ar'] as const) {
    const page = await served(request, `/?lang=${language}`);
    const expected =
      typeof hero?.[language] === 'string' && hero[language].trim()
        ? hero[language].trim()
        : tr(language, 'public', 'home.heroTitle');
    expect(page.h1).toBe(expected);
    expect(page.title).toContain(tr(language, 'public', 'meta.homeTitle'));
    // The hero's preload names what its <picture> picks first (decision 033): same srcset and sizes.
    const preload =
      /<link rel="preload" as="image" href="[^"]+" fetchpriority="high" imagesrcset="([^"]+)" imagesizes="([^"]+)"/.exec(
        page.html,
      );
    expect(preload, 'the hero preload with its srcset').not.toBeNull();
    expect(page.html).toContain(
      `<picture><source type="image/avif" media="(max-width: 640px)" srcSet="${preload![1]}" sizes="${preload![2]}"/>`,
    );
  }
});

test('the staff list page names itself in its heading and title', async ({ request }) => {
  for (const language of ['en', 'ar'] as const) {
    const page = await served(request, `/maids-resume?lang=${language}`);
    expect(page.title.startsWith(`${page.h1} |`)).toBe(true);
    expect(page.meta('og:image')).toBe(`${origin}/media/defaults/hero.jpg`);
  }
});

test('a staff list page carries its first page of active workers, filters from the address applied', async ({
  request,
}) => {
  // The same first page the browser would read: active maids, cleaners and nannies, newest first.
  // Other specs add and withdraw workers meanwhile, so the HTML and the database are compared until
  // they agree (a moment when nobody is writing).
  const firstPage = async (country?: string) => {
    let query = adminDb()
      .collection('staff')
      .where('status', '==', 'active')
      .where('type', 'in', ['Maid', 'Cleaner', 'Nanny']);
    if (country) query = query.where('country', '==', country);
    return (await query.orderBy('createdAt', 'desc').limit(12).get()).docs.map((doc) => doc.data().refCode as string);
  };
  const refCodesIn = (html: string) => [...html.matchAll(/data-ref-code="([^"]+)"/g)].map((match) => match[1]);
  for (const [path, country] of [
    ['/maids-resume', undefined],
    ['/maids-resume?country=Kenya&lang=ar', 'KE'],
  ] as const) {
    await expect(async () => {
      const response = await request.get(path);
      const expected = await firstPage(country);
      expect(expected.length).toBeGreaterThan(0);
      expect(refCodesIn(await response.text())).toEqual(expected);
    }, path).toPass({ timeout: 30_000 });
  }
  // The cards are the page: no loading skeletons in the HTML, and the count line is there.
  const html = await (await request.get('/maids-resume?lang=ar')).text();
  expect(html).not.toContain('data-testid="staff-skeletons"');
  expect(html).toContain('data-testid="staff-card"');
});

test('the __session cookie chooses the language when ?lang= is absent; ?lang= wins over it', async ({ request }) => {
  expect((await served(request, '/', { cookie: '__session=ar' })).lang).toBe('ar');
  expect((await served(request, '/contact', { cookie: '__session=ar' })).dir).toBe('rtl');
  expect((await served(request, '/?lang=en', { cookie: '__session=ar' })).lang).toBe('en');
  expect((await served(request, '/')).lang).toBe('en');
});

test('pages are cached on the CDN for minutes; the admin portal is the browser-only shell', async ({ request }) => {
  const home = await request.get('/');
  expect(home.headers()['cache-control']).toBe('public, max-age=0, s-maxage=600');
  const admin = await request.get('/admin');
  expect(admin.status()).toBe(200);
  const html = await admin.text();
  expect(html).toContain('<div id="root"><!--app-html--></div>');
  expect(html).not.toContain('prerender-data');
  expect(html).toMatch(/<html lang="en" dir="ltr">/);
  // A browser's automatic /favicon.ico is redirected to the icon, not rendered as a 404 page by the function.
  const favicon = await request.get('/favicon.ico', { maxRedirects: 0 });
  expect(favicon.status()).toBe(301);
  expect(favicon.headers().location).toMatch(/\/favicon\.svg$/);
});

test('an unknown path answers 404 with the 404 page, noindex, in the asked language', async ({ request }) => {
  for (const language of ['en', 'ar'] as const) {
    const page = await served(request, `/no-such-page?lang=${language}`);
    expect(page.status).toBe(404);
    expect(page.lang).toBe(language);
    expect(page.h1).toBe(tr(language, 'common', 'notFound.title'));
    expect(page.meta('robots')).toBe('noindex');
  }
});

test('the home page carries its gallery media: the active items in display order, and the browser reads no Firestore for them', async ({
  page,
  request,
}) => {
  type Carried = { media?: Array<{ id: string; type: string; displayOrder: number }> };
  const carried = (html: string): Carried =>
    JSON.parse(
      /<script type="application\/json" id="prerender-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
    ) as Carried;
  const media = carried((await served(request, '/?lang=en')).html).media ?? [];
  // The seed's active items are there and its inactive ones are not (admin specs running beside this
  // one may add items of their own, so the list is checked against the seed, not counted).
  const ids = media.map((item) => item.id);
  for (const item of seedMedia) expect(ids.includes(item.id), item.id).toBe(item.isActive);
  expect(media.map((item) => item.displayOrder)).toEqual(
    [...media.map((item) => item.displayOrder)].sort((a, b) => a - b),
  );

  const firestoreReads: string[] = [];
  page.on('request', (sent) => {
    if (/google\.firestore|\/documents[:/]|:8080\//.test(sent.url())) firestoreReads.push(sent.url());
  });
  await page.goto('/?lang=en');
  const inPage = JSON.parse((await page.locator('#prerender-data').textContent()) ?? '{}') as Carried;
  const images = (inPage.media ?? []).filter((item) => item.type === 'image');
  expect(images.length).toBeGreaterThan(0);
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('gallery-image-count')).toHaveText(String(images.length));
  expect(firestoreReads).toEqual([]);
});
