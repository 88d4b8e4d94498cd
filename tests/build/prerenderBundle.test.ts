// The pre-render bundle the web build writes for the renderPage function (docs/decisions/013-pre-rendered-html.md):
// functions/ssr/entry-server.js and its template. Rendered here in Node with a stand-in for the function's
// Admin SDK reads (the emulator-backed specs in tests/e2e/prerender/ read the real thing through Hosting).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundle, root, ssr, template } from './ssrBundle.ts';

const origin = 'https://staff.example.com';
const worker = (refCode: string, extra: Record<string, unknown>) => ({
  id: `id-${refCode}`,
  data: {
    refCode,
    name: 'Test Worker',
    type: 'Driver',
    status: 'active',
    country: 'KE',
    experienceYears: 3,
    descriptionEn: 'Safe driver.',
    descriptionAr: 'سائق حريص.',
    ...extra,
  },
});
const source = {
  // An office that chose English for a bare address (a new project starts in Arabic, issue 40).
  siteSettings: async () => ({
    heroImageUrl: '/media/defaults/hero.jpg',
    whatsappNumber: '966500000000',
    defaultLanguage: 'en',
  }),
  contentSection: async (section: string) =>
    section === 'home'
      ? [
          {
            id: 'home_heroTitle',
            data: { section, fieldKey: 'heroTitle', en: 'Welcome & "hello" </script>', ar: 'أهلاً بكم' },
          },
        ]
      : [],
  activeWorker: async (refCode: string) =>
    refCode === 'DR-0001'
      ? worker(refCode, { showPhoto: true, photoPath: 'staff-photos/dr.jpg' })
      : refCode === 'DR-0002'
        ? worker(refCode, { showPhoto: false, photoPath: 'staff-photos/dr2.jpg' })
        : null,
  activeMedia: async () => [
    {
      id: 'm1',
      data: {
        type: 'image',
        title: 'Office </script>',
        url: 'https://example.com/a.jpg',
        isActive: true,
        displayOrder: 1,
      },
    },
    { id: 'm2', data: { type: 'image', title: 'No file yet', url: '', isActive: true, displayOrder: 2 } },
  ],
  // No staff list page is rendered here: an empty first page.
  staffPage: async () => ({ docs: [], total: 0, more: false }),
};
const render = (url: string, cookie?: string) => bundle.renderPage({ url, cookie, origin, template, source });

describe('pre-render bundle (functions/ssr)', () => {
  it('is built next to a template with the markers it fills', () => {
    expect(existsSync(path.join(ssr, 'package.json'))).toBe(true);
    expect(bundle.templateProblem(template)).toBeNull();
    expect(existsSync(path.join(root, 'web', 'dist', 'index.html'))).toBe(false);
    expect(existsSync(path.join(root, 'web', 'dist', 'app.html'))).toBe(true);
  });

  it('renders the home page in Arabic from ?lang= and from the cookie, with the admin text escaped', async () => {
    for (const page of [await render('/?lang=ar'), await render('/', '__session=ar')]) {
      expect(page.status).toBe(200);
      expect(page.html).toContain('<html lang="ar" dir="rtl" data-prerendered>');
      expect(page.html).toMatch(/<h1 id="hero-title"[^>]*>أهلاً بكم<\/h1>/);
    }
    const english = await render('/');
    expect(english.html).toContain('Welcome &amp; &quot;hello&quot; &lt;/script&gt;');
    // The template's scripts, the data block and the home page's JSON-LD: no admin text ended a script early.
    expect(english.html.match(/<\/script>/g)?.length).toBe((template.match(/<\/script>/g)?.length ?? 0) + 2);
    expect(english.html).toContain(`<meta property="og:image" content="${origin}/media/defaults/hero.jpg" />`);
  });

  it('negotiates a bare address by Accept-Language (and says so for caches); ?lang= and the cookie win', async () => {
    const negotiated = await bundle.renderPage({
      url: '/',
      acceptLanguage: 'ar-SA,ar;q=0.9,en;q=0.5',
      origin,
      template,
      source,
    });
    expect(negotiated.language).toBe('ar');
    expect(negotiated.negotiated).toBe(true);
    expect(negotiated.html).toContain('<html lang="ar" dir="rtl" data-prerendered>');
    const chosen = await bundle.renderPage({ url: '/?lang=en', acceptLanguage: 'ar', origin, template, source });
    expect([chosen.language, chosen.negotiated]).toEqual(['en', false]);
    const remembered = await bundle.renderPage({
      url: '/',
      cookie: '__session=en',
      acceptLanguage: 'ar',
      origin,
      template,
      source,
    });
    expect([remembered.language, remembered.negotiated]).toEqual(['en', false]);
  });

  it('renders ?theme= on <html> for a page without JavaScript, and nothing for an odd value', async () => {
    expect((await render('/?lang=en&theme=dark')).html).toContain(
      '<html lang="en" dir="ltr" data-theme="dark" style="color-scheme: dark" data-prerendered>',
    );
    expect((await render('/?lang=en&theme=%22%3E%3Cscript%3E')).html).toContain(
      '<html lang="en" dir="ltr" data-prerendered>',
    );
  });

  it('carries the home gallery media visitors may see, and only on the home page', async () => {
    const data = (html: string) =>
      JSON.parse(/<script type="application\/json" id="prerender-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as {
        media?: Array<{ id: string; title: string }>;
      };
    expect(data((await render('/')).html).media).toEqual([
      expect.objectContaining({ id: 'm1', title: 'Office </script>' }),
    ]);
    expect(data((await render('/contact')).html).media).toBeUndefined();
  });

  it("gives a worker page its own preview image (decision 022), the photo's path only with consent", async () => {
    const consenting = await render('/workers/DR-0001?lang=ar');
    expect(consenting.html).toMatch(
      new RegExp(`<meta property="og:image" content="${origin}/og/DR-0001\\.png\\?lang=ar&amp;v=[0-9a-z]+" />`),
    );
    expect(consenting.html).toContain('<meta property="og:image:width" content="1200" />');
    expect(consenting.html).toContain('<meta property="og:image:height" content="630" />');
    expect(consenting.html).toContain('<meta property="og:image:alt" content="DR-0001 · ');
    expect(consenting.html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(consenting.html).toContain(`<meta property="og:url" content="${origin}/workers/DR-0001?lang=ar" />`);
    const private_ = await render('/workers/DR-0002');
    expect(private_.html).toMatch(/<meta property="og:image" content="[^"]*\/og\/DR-0002\.png\?lang=en&amp;v=/);
    expect(private_.html).not.toContain('/photos/DR-0002');
    expect(private_.html).not.toContain('staff-photos/');
  });

  it('carries the breadcrumbs as JSON-LD in the page language: Home > the list > the reference code', async () => {
    const html = (await render('/workers/DR-0001?lang=ar')).html;
    const head = html.slice(0, html.indexOf('</head>'));
    const block = /<script type="application\/ld\+json" data-page-jsonld>(.*?)<\/script>/.exec(head);
    expect(block).not.toBeNull();
    const data = JSON.parse(block![1]!) as { '@type': string; itemListElement: Array<{ name: string; item: string }> };
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement.map((item) => item.item)).toEqual([
      `${origin}/?lang=ar`,
      `${origin}/drivers-resume?lang=ar`,
      `${origin}/workers/DR-0001?lang=ar`,
    ]);
    expect(data.itemListElement[2]!.name).toBe('DR-0001');
    expect(block![1]).not.toContain('Test Worker');
  });

  it('answers 404 for unknown workers and paths', async () => {
    expect((await render('/workers/DR-0003')).status).toBe(404);
    expect((await render('/workers/..%2F..%2Fetc')).status).toBe(404);
    expect((await render('/no-such-page?lang=ar')).status).toBe(404);
  });

  it('names the entry in a meta ahead of the head scripts instead of a module script (decision 043)', () => {
    const meta = /<meta name="app-entry" content="\/(assets\/index-[\w-]+\.js)" \/>/.exec(template);
    expect(meta).not.toBeNull();
    expect(existsSync(path.join(root, 'web', 'dist', meta![1]!))).toBe(true);
    // The third head script reads it at once on a page that is not pre-rendered: it must come first.
    expect(template.indexOf(meta![0])).toBeLessThan(template.indexOf('<script>'));
    expect(template).not.toMatch(/<script type="module"/);
    // The admin shell keeps its module script.
    expect(readFileSync(path.join(root, 'web', 'dist', 'app.html'), 'utf8')).toContain(
      `<script type="module" crossorigin src="/${meta![1]}">`,
    );
  });

  it('hands the admin portal the browser-only shell', async () => {
    expect((await render('/admin/staff')).html).toBe(template);
  });

  it('inlines only the rules the page uses, names the file with the rest (decision 036), and carries the faces apart (decision 039)', async () => {
    const whole = /<style data-rules="\/(assets\/rules-[0-9a-f]+\.css)">([^<]*)<\/style>/.exec(template);
    expect(whole).not.toBeNull();
    const [, rulesFile = '', wholeCss = ''] = whole ?? [];
    const rules = readFileSync(path.join(root, 'web', 'dist', rulesFile), 'utf8');
    const faces = (css: string) => css.match(/@font-face\{[^}]*\}/g) ?? [];
    // The faces: a style of their own before the head scripts, applied by none until the first head script
    // enables it (a previous page cached them); the rules hold none, inline or in the file.
    const facesStyle = /<style data-faces="([0-9a-f]{10})" media="not all">([^<]*)<\/style>/.exec(template);
    expect(facesStyle).not.toBeNull();
    const [, , facesCss = ''] = facesStyle ?? [];
    expect(template.indexOf('<style data-faces=')).toBeLessThan(template.indexOf('<script>'));
    expect(faces(facesCss).length).toBeGreaterThan(4);
    expect(facesCss).toBe(faces(facesCss).join(''));
    expect(faces(wholeCss)).toEqual([]);
    expect(rules).toBe(wholeCss);

    for (const url of ['/?lang=ar', '/contact?lang=en', '/workers/DR-0001?lang=en', '/no-such-page']) {
      const { html } = await render(url);
      const inline = new RegExp(`<style data-critical="/${rulesFile}">([^<]*)</style>`).exec(html)?.[1] ?? '';
      expect(html).not.toContain('data-rules=');
      expect(html).toContain(facesStyle?.[0]);
      expect(html.indexOf('<style data-faces=')).toBeLessThan(html.indexOf('<script>(function'));
      expect(faces(inline)).toEqual([]);
      // A page carries well under half of the sheet: no admin rules, no other page's.
      expect(inline.length).toBeLessThan(wholeCss.length / 2);
      expect(inline).not.toMatch(/[},]\.admin-/);
    }
  });

  it('fetches for the next pages the very core files the faces name (decision 039)', () => {
    const facesCss = /<style data-faces="[0-9a-f]+" media="not all">([^<]*)<\/style>/.exec(template)?.[1] ?? '';
    const cores = [...facesCss.matchAll(/url\((\/assets\/[^)]*-core-400[^)]*\.woff2)\)/g)].map((m) => m[1]);
    expect(cores.length).toBe(2); // Inter and IBM Plex Sans Arabic
    const scripts = readdirSync(path.join(root, 'web', 'dist', 'assets')).filter((name) => name.endsWith('.js'));
    const code = scripts.map((name) => readFileSync(path.join(root, 'web', 'dist', 'assets', name), 'utf8')).join('\n');
    for (const core of cores) expect(code, `${core} in the after-load step`).toContain(core);
  });

  it('sends a page within the first round trip of a new connection (14,600 bytes with its headers)', async () => {
    // Brotli, as Hosting sends it; the response headers (the CSP among them) take about 1.6 KB more.
    for (const url of ['/?lang=ar', '/?lang=en', '/workers/DR-0001?lang=ar', '/contact?lang=ar']) {
      const { html } = await render(url);
      expect(brotliCompressSync(Buffer.from(html)).length, url).toBeLessThan(13_000);
    }
  });
});
