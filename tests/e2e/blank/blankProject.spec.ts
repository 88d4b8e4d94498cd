import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { contentDefaultOf } from '../../../model/src/contentDefaults.ts';
import { adminDb } from '../../support/adminSdk.ts';
import { emulatorHosts } from '../../fixtures/constants.ts';

// A real project's first day: the emulators started WITHOUT --import (nothing in Firestore), then
// `npm run bootstrap`, then every public page in both languages. Run on its own:
//   npm run build -w web && node scripts/emulators.mjs exec "cd tests && E2E_BLANK=1 npx playwright test e2e/blank"
// The demo-data runs skip it (their project is not blank).
test.skip(!process.env.E2E_BLANK, 'needs emulators started without the demo data (E2E_BLANK=1)');
test.describe.configure({ mode: 'serial' });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The page, the content item its h1 shows (null: a page whose title is not content). */
const pages = [
  { path: '/', h1: ['home', 'heroTitle'] },
  { path: '/contact', h1: ['contact', 'title'] },
  { path: '/ratings', h1: ['ratings', 'title'] },
  { path: '/help-center', h1: ['help', 'title'] },
  { path: '/emergency-support', h1: ['emergency', 'title'] },
  { path: '/about-us', h1: ['about', 'title'] },
  { path: '/recruitment-process', h1: ['process', 'title'] },
  { path: '/maids-resume', h1: null },
  { path: '/drivers-resume', h1: null },
  { path: '/transfer-staff', h1: null },
  { path: '/privacy-policy', h1: null },
  { path: '/terms-of-service', h1: null },
] as const;

test.beforeAll(async () => {
  const before = await adminDb().collection('content').limit(1).get();
  expect(before.size, 'the project must start empty (emulators without --import)').toBe(0);
  const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'bootstrap.mjs')], {
    cwd: root,
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: emulatorHosts.firestore },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
});

for (const language of ['en', 'ar'] as const) {
  for (const entry of pages) {
    test(`${entry.path} renders real text in ${language} on a bootstrapped blank project`, async ({ page }) => {
      await page.goto(`${entry.path}?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      const h1 = page.locator('h1').first();
      if (entry.h1) {
        const [section, fieldKey] = entry.h1;
        await expect(h1).toHaveText(contentDefaultOf(section, fieldKey)![language]);
      } else {
        await expect(h1).not.toBeEmpty();
      }
      const body = page.locator('body');
      // No untranslated keys, no placeholder contact data, no chat button without a number.
      await expect(body).not.toContainText(/\b(?:public|common|home|help|about|emergency|ratings|recruitment|staff)\.[a-z][A-Za-z0-9]+\b/);
      await expect(body).not.toContainText('household-staff.example');
      await expect(body).not.toContainText('966500000000');
      await expect(page.getByTestId('whatsapp-fab')).toHaveCount(0);
      await expect(page.locator('a[href*="wa.me"]')).toHaveCount(0);
    });
  }
}
