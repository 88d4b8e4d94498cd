// The truth sweep (issue 26): every public route and every admin page, in Arabic and English, once the
// app has started. One page load per route and language, several checks per load: no Latin words on
// Arabic pages (but names, reference codes, e-mail and web addresses), no raw keys or values, no word
// twice in a row, no emoji flags, no worker's religion or health on a public page; a worker's card and
// profile agree; axe-core finds nothing on the public pages, Arabic at phone width and English at desktop
// width (expectNoAxeViolations says why); and every public page's frame: direction, its heading, the header,
// footer and WhatsApp button, the title, canonical and alternate addresses, no script error, no hydration
// mismatch (expectFrame); no page, public or admin, sets off the Content-Security-Policy (support/csp.ts).
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '../support/visitor.ts';
import { auditFieldKind, indexedPublicPaths, type AuditedCollection, type Language } from '@household/model';
import { adminDb } from '../../support/adminSdk.ts';
import { seededRefCodes } from '../../fixtures/staff.ts';
import { seedSiteSettings } from '../../fixtures/site.ts';
import { adminEmail, adminUsername } from '../../fixtures/constants.ts';
import { adminRoutes, loginAsAdmin, uniqueName } from '../support/adminPortal.ts';
import { publicPaths } from '../support/publicRoutes.ts';
import { defaultHeading, pageHeadings, type PageHeading } from '../support/pageHeadings.ts';
import { watchCsp } from '../support/csp.ts';
import { hydrationErrors } from '../support/hydration.ts';
import { latinWordsOf, sensitiveFacts, truthProblems } from '../../unit/truthChecks.ts';
import { expectNoTranslationKeys, tr } from '../public/helpers.ts';

// Its five sweeps are independent and the longest file (about 100 s of one worker): they run on both
// workers, not one after the other while the other worker idles at the end of the run.
test.describe.configure({ mode: 'parallel' });

const publicRoutes = [...publicPaths, '/no-such-page'];

/** The admin pages in the order the sweep opens them: the portal's, but settings before costs. */
const sweptAdminRoutes = adminRoutes.map((path) =>
  path === '/admin/costs' ? '/admin/settings' : path === '/admin/settings' ? '/admin/costs' : path,
);

/**
 * The headings a page may show: its default (support/pageHeadings.ts) and, for a content heading the page
 * shows another text for, what the item holds now (the site content spec edits the English hero and contact
 * titles for a while, as an office would, and puts them back).
 */
async function expectedHeadings(heading: PageHeading, language: Language, shown: string): Promise<string[]> {
  const expected = defaultHeading(heading, language);
  if ('locale' in heading || shown === expected) return [expected];
  const [section, fieldKey] = heading.content;
  const now = (await adminDb().doc(`content/${section}_${fieldKey}`).get()).get(language) as string;
  return [expected, now];
}
const indexed = new Set<string>(indexedPublicPaths);

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/**
 * Latin words that are data, read when the check runs (other specs add records meanwhile): people's
 * names, what visitors typed in messages and requests (their own words), the admin's account; on
 * admin pages also the English review comments (the reviews page shows both languages to edit them).
 */
async function readAllowedLatin(admin: boolean): Promise<Set<string>> {
  const db = adminDb();
  // The activity log (thousands of entries by the time the sweep runs) only on admin pages.
  const [staff, reviews, messages, requests, notifications, audit] = await Promise.all(
    ['staff', 'reviews', 'contactMessages', 'requests', 'notifications', ...(admin ? ['auditLog'] : [])].map((name) =>
      db.collection(name).get(),
    ),
  );
  const values: unknown[] = [adminEmail, adminUsername];
  for (const doc of staff!.docs) values.push(doc.get('name'));
  for (const doc of reviews!.docs) values.push(doc.get('customerName'), admin ? doc.get('commentEn') : null);
  for (const doc of [...messages!.docs, ...requests!.docs]) {
    const data = doc.data();
    values.push(data.name, data.email, data.subject, data.message);
  }
  // A notification keeps the family's name and subject after their message or request is gone (other
  // specs delete theirs): the dashboard's notices show them as written.
  for (const doc of notifications!.docs) {
    const data = (doc.get('data') ?? {}) as Record<string, unknown>;
    values.push(data.name, data.subject);
  }
  // The activity log shows what the office wrote as written: English texts (marked lang="en"), names
  // of people and files, reference codes. Everything else there is labelled in the page's language.
  if (audit)
    for (const doc of audit.docs) {
      const collection = doc.get('collection') as AuditedCollection;
      for (const side of [doc.get('before'), doc.get('after')] as (Record<string, unknown> | null)[])
        for (const [field, value] of Object.entries(side ?? {}))
          if (['englishText', 'name', 'code'].includes(auditFieldKind(collection, field) ?? '')) values.push(value);
    }
  return latinWordsOf(values);
}

const allowedCache = new Map<boolean, Set<string>>();
/** The data's Latin words, read once per worker and again when `fresh` is asked. */
async function allowedLatin(admin: boolean, { fresh = false } = {}): Promise<Set<string>> {
  if (fresh || !allowedCache.has(admin)) allowedCache.set(admin, await readAllowedLatin(admin));
  return allowedCache.get(admin)!;
}

/** What a reader gets from the page: its visible text, then the alt texts and labels of what is shown. */
async function readerTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = [document.title, document.body.innerText];
    for (const element of Array.from(document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0 && !element.closest('svg')) continue;
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) out.push(value);
      }
    }
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) out.push(description);
    return out;
  });
}

/** Loads a public route, lets the app start and its data arrive, brings lazy sections into view. */
async function open(page: Page, path: string, language: Language): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Opens an admin page (its live listeners keep the network busy, so no network-idle wait): until no
 * spinner or skeleton shows and the text reads the same twice in a row.
 */
async function openAdmin(page: Page, path: string, language: Language): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  let previous = '';
  await expect
    .poll(async () => {
      const text = await page.locator('body').innerText();
      const same = text === previous;
      previous = text;
      return same;
    })
    .toBe(true);
}

async function expectTruth(
  page: Page,
  language: Language,
  where: string,
  admin = false,
  alsoAllowed: string[] = [],
): Promise<void> {
  const texts = await readerTexts(page);
  const check = (allowed: Set<string>) =>
    truthProblems({ language, texts, allowedLatin: new Set([...allowed, ...latinWordsOf(alsoAllowed)]) });
  // The data's words are read once per test and read again only when a page shows a word they lack
  // (another spec may have added a record since): one read of six collections per page was most of the
  // sweep's database work.
  let problems = check(await allowedLatin(admin));
  if (problems.length > 0) problems = check(await allowedLatin(admin, { fresh: true }));
  expect.soft(problems, `${where} (${language})`).toEqual([]);
  // No public page states a worker's religion or health (issue 36; the lists, profiles and /compare too).
  if (!admin) expect.soft(sensitiveFacts(texts), `religion or health on ${where} (${language})`).toEqual([]);
}

/**
 * What a page's structure must say (issue 26): every internal link carries the page's language (a
 * copied address opens in the same language), every fieldset has a legend, and the footer reaches
 * the request tracking page.
 */
async function expectStructure(page: Page, language: Language, where: string): Promise<void> {
  const found = await page.evaluate((lang) => {
    const problems: string[] = [];
    for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      const href = link.getAttribute('href')!;
      if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/admin')) continue;
      // The language switch leads to the other language on purpose (it says so with hreflang).
      if (link.hreflang && link.hreflang !== lang) continue;
      // Files (CVs, photos, the guide) and the sitemap are not pages.
      if (/^\/(?:cv|photos|media|assets|sitemap|robots)\b|\.\w{2,4}(?:$|\?)/.test(href)) continue;
      const url = new URL(href, location.origin);
      if (url.searchParams.get('lang') !== lang) problems.push(`link without ?lang=${lang}: ${href}`);
    }
    for (const fieldset of Array.from(document.querySelectorAll('fieldset')))
      if (!fieldset.querySelector(':scope > legend')?.textContent?.trim())
        problems.push(`fieldset without a legend: ${fieldset.outerHTML.slice(0, 80)}`);
    if (!document.querySelector('footer a[href^="/track"]')) problems.push('no link to /track in the footer');
    return problems;
  }, language);
  expect.soft(found, `structure of ${where} (${language})`).toEqual([]);
}

/**
 * axe-core on the loaded page at one width: Arabic at a phone's (most of the office's visitors), English at
 * a desk's. Each page is checked at both widths and in both languages; axe's rules read the structure, which
 * the width changes (menus, drawers, cards) and the language does not, so the other two pairings repeated
 * these (they were 40 of the sweep's 80 axe runs, about a third of its time).
 */
async function expectNoAxeViolations(page: Page, where: string, language: Language): Promise<void> {
  const size = language === 'ar' ? phone : desktop;
  await page.setViewportSize(size);
  // Legacy mode runs axe.run() in the page itself; the default mode opens a blank page per call to put
  // the frames' results together (our pages have no frames while swept). With only the violations
  // aggregated, one run took 0.8-1.3 s here against 1.9-4.1 s (the sweep's 50 runs were about 40% of it).
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect.soft(summary, `axe on ${where} at ${size.width}px`).toEqual([]);
  await page.setViewportSize(desktop);
}

/**
 * What every public page carries around its content: the language's direction, one h1 (the expected one
 * where it is fixed), the header's contact link, the footer, the WhatsApp button with the office's number,
 * the portal's name in the title, a description, no translation key; an indexed page names itself as the
 * canonical address of its language and its Arabic version as the alternate (the language lives in the address).
 */
async function expectFrame(page: Page, path: string, language: Language): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  // The app has hydrated the page (a mismatch would have been reported by now).
  await expect(html).toHaveAttribute('data-app', 'ready');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect.soft(h1, `one h1 on ${path} (${language})`).toHaveCount(1);
  const heading = pageHeadings[path];
  if (heading) {
    const shown = (await h1.first().innerText()).replace(/\s+/g, ' ').trim();
    expect.soft(await expectedHeadings(heading, language, shown), `h1 of ${path} (${language})`).toContain(shown);
  }
  await expect(
    page.getByRole('link', { name: tr(language, 'common', 'nav.contact'), exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('site-footer')).toContainText(tr(language, 'common', 'footer.rights'));
  await expect(page.getByTestId('whatsapp-fab')).toHaveAttribute('href', /^https:\/\/wa\.me\/966501234567\?text=/);
  // The emergency page calls the hotline the office set for emergencies, not its general phone (issue 40).
  if (path === '/emergency-support')
    await expect(page.getByTestId('emergency-phone')).toHaveText(seedSiteSettings.hotline);
  await expect(page).toHaveTitle(new RegExp(tr(language, 'common', 'brand.portal')));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  if (indexed.has(path)) {
    const address = (lang: Language) => `http://127.0.0.1:5000${path}?lang=${lang}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', address(language));
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', address('ar'));
  }
  await expectNoTranslationKeys(page);
}

interface CardFacts {
  refCode: string;
  availability: string | null;
  country: string;
  experience: string;
}

/** The facts of every card on a list page. */
async function cardFacts(page: Page): Promise<CardFacts[]> {
  return page.getByTestId('staff-card').evaluateAll((cards) =>
    cards.map((card) => ({
      refCode: card.getAttribute('data-ref-code') ?? '',
      availability: card.querySelector('[data-testid="staff-availability"]')?.getAttribute('data-availability') ?? null,
      country: card.querySelector('.staff-card__facts [role="img"]')?.getAttribute('aria-label') ?? '',
      experience: (card.querySelectorAll('.staff-card__facts dd')[1] as HTMLElement | undefined)?.innerText ?? '',
    })),
  );
}

/**
 * Data the office imports, not only the seed (issue 26): two workers imported through the admin's CSV
 * import, in the Arabic portal, with Arabic-Indic digits in the phone and experience columns (٠١٢٣٤٥٦٧٨٩
 * and the Persian forms). They are stored with ASCII digits and numbers, and their cards and profiles
 * tell the truth in both languages. One import, one list page and two profiles per language.
 */
test('truth sweep: workers imported through CSV with Arabic-Indic digits, in both languages', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(desktop);
  const names = [uniqueName('Amina Csv'), uniqueName('Siti Csv')];
  const header =
    'refCode,name,type,status,country,experienceYears,email,phone,descriptionEn,descriptionAr,transferable,showPhoto,skills,languages,publishConsent';
  const csv = [
    header,
    `,${names[0]},Cleaner,active,PH,٧,amina.csv@example.com,٠٥٠١٢٣٤٥٦٧,Careful and quick.,عاملة دقيقة وسريعة.,no,no,deepCleaning;kitchenCare,ar;tl,نعم`,
    `,${names[1]},Nanny,active,KE,۱۲,siti.csv@example.com,+٩٦٦ ٥٠٠ ١٢٣ ٤٥٦,Gentle with infants.,لطيفة مع الرضع.,no,no,infantCare;homework,en;id,نعم`,
  ].join('\r\n');
  const ar = (key: string, count?: number) => {
    const text = tr('ar', 'admin', key);
    return count === undefined ? text : text.replace('{{count}}', String(count));
  };

  await loginAsAdmin(page, '/admin/staff');
  await page.goto('/admin/staff?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByRole('button', { name: ar('csv.import') }).click();
  const dialog = page.getByRole('dialog', { name: ar('csv.importTitle') });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'staff-ar.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(dialog.getByTestId('csv-problems')).toHaveCount(0);
  await dialog.getByRole('button', { name: new RegExp(`^${ar('csv.import').split(' ')[0]} `) }).click();
  await expect(dialog.getByTestId('csv-import-done')).toBeVisible({ timeout: 30_000 });

  const staff = await Promise.all(
    names.map(async (name) => (await adminDb().collection('staff').where('name', '==', name).get()).docs[0]!),
  );
  try {
    // Stored as numbers and ASCII digits: what the office typed in Arabic digits is the same data.
    expect(staff.map((doc) => doc.get('experienceYears'))).toEqual([7, 12]);
    const contacts = await Promise.all(staff.map((doc) => adminDb().doc(`staffContacts/${doc.id}`).get()));
    expect(contacts.map((doc) => doc.get('phone'))).toEqual(['0501234567', '+966 500 123 456']);
    const refCodes = staff.map((doc) => doc.get('refCode') as string);
    // The public view of a worker is written by a trigger (decision 021): the pages read it.
    await expect
      .poll(
        async () =>
          (await Promise.all(staff.map((doc) => adminDb().doc(`publicStaff/${doc.id}`).get()))).every(
            (view) => view.exists,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);

    for (const language of ['ar', 'en'] as const) {
      await open(page, '/maids-resume', language);
      await expectTruth(page, language, '/maids-resume after the CSV import');
      const cards = (await cardFacts(page)).filter((card) => refCodes.includes(card.refCode));
      expect(cards.map((card) => card.refCode).sort(), `imported cards on /maids-resume (${language})`).toEqual(
        [...refCodes].sort(),
      );
      for (const card of cards) {
        expect(card.availability).toBe('available');
        await open(page, `/workers/${card.refCode}`, language);
        await expectTruth(page, language, `/workers/${card.refCode} (imported)`);
        const profile = page.getByTestId('worker-profile');
        await expect(page.getByTestId('worker-availability')).toHaveAttribute('data-availability', 'available');
        await expect(profile.getByTestId('worker-facts').locator('[role="img"]')).toHaveAttribute(
          'aria-label',
          card.country,
        );
        await expect(profile.getByTestId('worker-facts')).toContainText(card.experience);
      }
      await expectNoAxeViolations(page, `/workers/${cards[0]!.refCode} (${language}, imported)`, language);
    }
  } finally {
    const batch = adminDb().batch();
    for (const doc of staff.filter(Boolean)) {
      batch.delete(doc.ref);
      batch.delete(adminDb().doc(`staffContacts/${doc.id}`));
    }
    await batch.commit();
  }
});

for (const language of ['en', 'ar'] as const) {
  test(`truth sweep: every public page in ${language === 'ar' ? 'Arabic' : 'English'}`, async ({ page }) => {
    test.setTimeout(600_000);
    await page.setViewportSize(desktop);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    const cspViolations = await watchCsp(page);
    const mismatches = hydrationErrors(page);
    const cards = new Map<string, CardFacts>();
    for (const path of publicRoutes) {
      await open(page, path, language);
      expect.soft(await cspViolations(), `CSP on ${path} (${language})`).toEqual([]);
      await expectFrame(page, path, language);
      await expectTruth(page, language, path);
      await expectStructure(page, language, path);
      await expectNoAxeViolations(page, `${path} (${language})`, language);
      if (['/maids-resume', '/transfer-staff', '/drivers-resume'].includes(path)) {
        const found = await cardFacts(page);
        expect(found.length, `cards on ${path}`).toBeGreaterThan(0);
        for (const card of found) cards.set(card.refCode, card);
      }
    }

    // A card and its profile agree: one available worker and, when the data has one, a reserved one. Seeded
    // workers only: other specs (the CSV sweep of this file among them) add workers, newest first on the
    // lists, and delete them again, maybe between the list and the profile.
    const seeded = seededRefCodes();
    const all = [...cards.values()].filter((card) => seeded.has(card.refCode));
    const sample = [
      all.find((card) => card.availability === 'available'),
      all.find((card) => card.availability === 'reserved'),
    ];
    expect(sample[0], 'an available seeded worker on the lists').toBeDefined();
    for (const card of sample) {
      if (!card) continue;
      await open(page, `/workers/${card.refCode}`, language);
      expect.soft(await cspViolations(), `CSP on /workers/${card.refCode} (${language})`).toEqual([]);
      await expectTruth(page, language, `/workers/${card.refCode}`);
      await expectNoAxeViolations(page, `/workers/${card.refCode} (${language})`, language);
      const profile = page.getByTestId('worker-profile');
      await expect(page.getByTestId('worker-availability')).toHaveAttribute('data-availability', card.availability!);
      await expect(profile.getByTestId('worker-facts').locator('[role="img"]')).toHaveAttribute(
        'aria-label',
        card.country,
      );
      await expect(profile.getByTestId('worker-facts')).toContainText(card.experience);
    }
    expect(errors, 'script errors on the public pages').toEqual([]);
    expect(mismatches, 'hydration mismatches on the public pages').toEqual([]);
  });

  test(`truth sweep: every admin page in ${language === 'ar' ? 'Arabic' : 'English'}`, async ({ page }) => {
    test.setTimeout(600_000);
    await page.setViewportSize(desktop);
    const cspViolations = await watchCsp(page);
    await loginAsAdmin(page, '/admin');
    for (const path of sweptAdminRoutes) {
      await openAdmin(page, path, language);
      expect.soft(await cspViolations(), `CSP on ${path} (${language})`).toEqual([]);
      await expectTruth(page, language, path, true);
    }

    // The CSV import dialog with a file that has problems: its intro, summary and problem list. The file's
    // own words (column names, the type and status values it takes) are the file format, shown as written.
    const header = 'refCode,name,type,status,country,experienceYears,email,phone';
    await openAdmin(page, '/admin/staff', language);
    await page.getByRole('button', { name: tr(language, 'admin', 'csv.import') }).click();
    const dialog = page.getByRole('dialog', { name: tr(language, 'admin', 'csv.importTitle') });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'problems.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\r\n,,Maid,active,PH,many,not-an-email,x\r\n`, 'utf8'),
    });
    await expect(dialog.getByTestId('csv-problems')).toBeVisible();
    const formatWords = [header.replaceAll(',', ' '), 'CSV', 'publishConsent'];
    await expectTruth(page, language, '/admin/staff, CSV import with problems', true, [...formatWords, 'problems.csv']);
    await dialog
      .locator('.ant-modal-footer')
      .getByRole('button', { name: tr(language, 'admin', 'csv.close') })
      .click();
    await expect(dialog).toBeHidden();
  });
}
