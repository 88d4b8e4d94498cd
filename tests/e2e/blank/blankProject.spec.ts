import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/visitor.ts';
import { contentDefaultOf, contentDefaults } from '../../../model/src/contentDefaults.ts';
import { adminAuth, adminDb } from '../../support/adminSdk.ts';
import { storageAvailable } from '../../support/storage.ts';
import { emulatorHosts, projectId } from '../../fixtures/constants.ts';
import { loginAsAdmin } from '../support/adminPortal.ts';
import { defaultHeading, pageHeadings } from '../support/pageHeadings.ts';
import { tr } from '../public/helpers.ts';
import { dashboardCounterNames } from '../../../model/src/stats.ts';

// A real project's first day: nothing in Firestore or Storage, only the admin in Auth; then
// `npm run bootstrap`, every public page in both languages, the admin's Content tabs, and a second
// bootstrap that changes nothing and keeps the admin's edit. npm test runs it last, on its emulators
// emptied (scripts/lib/emulatorSuites.mjs). On its own:
//   npm run build -w web && node scripts/emulators.mjs exec "cd tests && E2E_BLANK=1 npx playwright test --project blank"
// (the emulators start without --import and without the admin: create it first with
// `npm run create-admin`, as `npm start -- --blank` does). The demo-data runs skip it.
test.skip(
  !process.env.E2E_BLANK,
  'needs emulators without the demo data (E2E_BLANK=1; npm test runs it on the emptied emulators)',
);
test.describe.configure({ mode: 'serial' });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The pages walked; their h1 as support/pageHeadings.ts says (the lists' headings are not fixed: not empty). */
const routes = [
  '/',
  '/contact',
  '/ratings',
  '/help-center',
  '/emergency-support',
  '/about-us',
  '/recruitment-process',
  '/maids-resume',
  '/drivers-resume',
  '/transfer-staff',
  '/privacy-policy',
  '/terms-of-service',
];

function bootstrap() {
  return spawnSync(process.execPath, [path.join(root, 'scripts', 'bootstrap.mjs')], {
    cwd: root,
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: emulatorHosts.firestore },
    encoding: 'utf8',
  });
}

/** Every content and settings document with its last write time: a write of any kind changes it. */
async function writeTimes(): Promise<string[]> {
  const [content, settings] = await Promise.all([
    adminDb().collection('content').get(),
    adminDb().collection('settings').get(),
  ]);
  return [...content.docs, ...settings.docs].map((doc) => `${doc.ref.path}@${doc.updateTime.toMillis()}`).sort();
}

/** The admin Content tab of each section the site reads. */
const tabs = {
  home: 'Home',
  contact: 'Contact',
  ratings: 'Reviews',
  help: 'Help',
  emergency: 'Emergency',
  about: 'About us',
  process: 'Recruitment process',
};

test.beforeAll(async () => {
  const sizes = await Promise.all(
    ['content', 'settings', 'staff'].map(async (name) => (await adminDb().collection(name).limit(1).get()).size),
  );
  expect(sizes, 'the project must start empty (no content, settings or staff)').toEqual([0, 0, 0]);
  const users = await adminAuth().listUsers();
  expect(
    users.users.map((user) => user.customClaims?.admin === true),
    'Auth holds only the admin',
  ).toEqual([true]);
  if (storageAvailable) {
    const listing = await fetch(`http://${emulatorHosts.storage}/v0/b/${projectId}.appspot.com/o`, {
      headers: { Authorization: 'Bearer owner' },
    });
    const items = listing.status === 404 ? [] : (((await listing.json()) as { items?: unknown[] }).items ?? []);
    expect(items, 'Storage holds no files').toEqual([]);
  }
  const run = bootstrap();
  expect(run.status, run.stderr).toBe(0);
  // The content items and settings/site, and the dashboard counters unless a trigger's recompute (set off by
  // those writes) created them first, which bootstrap leaves as they are; the next test reads the zeros.
  const counted = run.stdout.includes('stats/dashboard: counted') ? 1 : 0;
  expect(run.stdout).toContain(`wrote ${contentDefaults.length + 1 + counted} document(s)`);
});

test('the dashboard of a bootstrapped blank project shows zeros, not "not computed yet"; Arabic is the default', async ({
  page,
}) => {
  expect((await adminDb().doc('settings/site').get()).get('defaultLanguage')).toBe('ar');
  await loginAsAdmin(page, '/admin');
  for (const name of dashboardCounterNames) await expect(page.getByTestId(`stat-${name}`)).toHaveText('0');
  await expect(page.getByText(tr('en', 'admin', 'dashboard.notComputed'))).toHaveCount(0);
});

for (const language of ['en', 'ar'] as const) {
  for (const route of routes) {
    test(`${route} renders real text in ${language} on a bootstrapped blank project`, async ({ page }) => {
      await page.goto(`${route}?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      const h1 = page.locator('h1').first();
      const heading = pageHeadings[route];
      if (heading) {
        await expect(h1).toHaveText(defaultHeading(heading, language));
      } else {
        await expect(h1).not.toBeEmpty();
      }
      const body = page.locator('body');
      // No untranslated keys, no placeholder contact data, no chat button without a number.
      await expect(body).not.toContainText(
        /\b(?:public|common|home|help|about|emergency|ratings|recruitment|staff)\.[a-z][A-Za-z0-9]+\b/,
      );
      await expect(body).not.toContainText('household-staff.example');
      await expect(body).not.toContainText('966500000000');
      // No invented office address (issue 40): the contact page shows none until the office enters one.
      await expect(body).not.toContainText(language === 'ar' ? 'العليا' : 'Olaya');
      await expect(page.getByTestId('contact-address')).toHaveCount(0);
      await expect(page.getByTestId('whatsapp-fab')).toHaveCount(0);
      await expect(page.locator('a[href*="wa.me"]')).toHaveCount(0);
    });
  }
}

test('the admin Content tabs list every default item of every section', async ({ page }) => {
  expect(Object.keys(tabs).sort()).toEqual([...new Set(contentDefaults.map((item) => item.section))].sort());
  await loginAsAdmin(page, '/admin/content');
  for (const [section, tab] of Object.entries(tabs)) {
    await page.getByRole('main').getByRole('tab', { name: tab, exact: true }).click();
    const expected = contentDefaults
      .filter((item) => item.section === section)
      .map((item) => `content-item-${item.section}_${item.fieldKey}`);
    const shown = page.getByRole('tabpanel').locator('[data-testid^="content-item-"]');
    await expect(shown).toHaveCount(expected.length);
    expect((await shown.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid')))).sort()).toEqual(
      expected.sort(),
    );
  }
});

test("a second bootstrap writes nothing and keeps the admin's edit", async ({ page, context }) => {
  const headline = `Our own headline ${Date.now().toString(36)}`;
  await loginAsAdmin(page, '/admin/content');
  const field = page.getByTestId('content-home_heroTitle-en');
  await field.fill(headline);
  await field.blur();
  await expect.poll(async () => (await adminDb().doc('content/home_heroTitle').get()).get('en')).toBe(headline);

  const before = await writeTimes();
  const run = bootstrap();
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain('nothing to do');
  expect(await writeTimes()).toEqual(before);

  const visitor = await context.newPage();
  await visitor.goto('/?lang=en');
  await expect(visitor.locator('h1').first()).toHaveText(headline);
  await visitor.goto('/?lang=ar');
  await expect(visitor.locator('h1').first()).toHaveText(contentDefaultOf('home', 'heroTitle')!.ar);
});
