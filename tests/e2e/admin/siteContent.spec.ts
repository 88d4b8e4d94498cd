import { expect, test, type Page } from '../support/visitor.ts';
import { FieldValue } from 'firebase-admin/firestore';
import { contentDefaultOf } from '../../../model/src/contentDefaults.ts';
import { adminDb } from '../../support/adminSdk.ts';
import { loginAsAdmin, toast, uniqueTag, confirmPopconfirm } from '../support/adminPortal.ts';

// Issue 12: every section the public site reads is editable in the admin, and what the admin sees is what visitors see.
test.describe.configure({ mode: 'serial' });

/** One item of each content tab and the public page that shows it. */
const samples = [
  { tab: 'Home', id: 'home_heroTitle', path: '/' },
  { tab: 'Contact', id: 'contact_title', path: '/contact' },
  { tab: 'Reviews', id: 'ratings_ctaText', path: '/ratings' },
  { tab: 'Help', id: 'help_directText', path: '/help-center' },
  { tab: 'Emergency', id: 'emergency_critical1', path: '/emergency-support' },
  { tab: 'About us', id: 'about_mission', path: '/about-us' },
  { tab: 'Recruitment process', id: 'process_sourcingText', path: '/recruitment-process' },
] as const;

async function seesOnPublicPage(visitor: Page, path: string, text: string) {
  await expect(async () => {
    await visitor.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
    await expect(visitor.getByText(text, { exact: true }).first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

test('the admin edits one item of every section and each shows on its public page', async ({ page, context }) => {
  test.setTimeout(180_000);
  const originals = new Map<string, FirebaseFirestore.DocumentData>();
  for (const sample of samples) originals.set(sample.id, (await adminDb().doc(`content/${sample.id}`).get()).data()!);
  const tag = uniqueTag('e2e');
  try {
    await loginAsAdmin(page, '/admin/content');
    const visitor = await context.newPage();
    for (const sample of samples) {
      const text = `${sample.tab} text edited by the office ${tag}`;
      await page.getByRole('main').getByRole('tab', { name: sample.tab, exact: true }).click();
      const field = page.getByTestId(`content-${sample.id}-en`);
      await expect(field).toHaveValue(originals.get(sample.id)!.en);
      await field.fill(text);
      await field.blur();
      await expect.poll(async () => (await adminDb().doc(`content/${sample.id}`).get()).get('en')).toBe(text);
      await seesOnPublicPage(visitor, sample.path, text);
    }
    await visitor.close();
  } finally {
    for (const [id, data] of originals)
      await adminDb()
        .doc(`content/${id}`)
        .set({ ...data, updatedAt: FieldValue.serverTimestamp() });
  }
});

test('fields have readable labels and Restore default puts the default text back in both languages', async ({
  page,
}) => {
  const ref = adminDb().doc('content/about_vision');
  const original = (await ref.get()).data()!;
  const fallback = contentDefaultOf('about', 'vision')!;
  try {
    await ref.set({ ...original, en: 'Changed vision', ar: 'رؤية معدلة', updatedAt: FieldValue.serverTimestamp() });
    await loginAsAdmin(page, '/admin/content');
    await page.getByRole('main').getByRole('tab', { name: 'About us', exact: true }).click();
    const card = page.getByTestId('content-item-about_vision');
    await expect(card).toContainText('Vision text');
    await expect(page.getByTestId('content-item-about_member2Role')).toContainText('Team member 2: role');
    await expect(page.getByTestId('content-about_vision-en')).toHaveValue('Changed vision');
    await card.getByRole('button', { name: 'Restore default' }).click();
    await expect(toast(page, 'Default text restored')).toBeVisible();
    await expect.poll(async () => (await ref.get()).data()).toMatchObject({ en: fallback.en, ar: fallback.ar });
    await expect(page.getByTestId('content-about_vision-ar')).toHaveValue(fallback.ar);
    await expect(card.getByRole('button', { name: 'Restore default' })).toBeDisabled();
  } finally {
    await ref.set({ ...original, updatedAt: FieldValue.serverTimestamp() });
  }
});

test('the admin adds a FAQ entry: hidden while blank, shown once written', async ({ page, context }) => {
  const before = new Set(
    (await adminDb().collection('content').where('section', '==', 'help').get()).docs.map((doc) => doc.id),
  );
  const question = `Can I interview the worker first? ${uniqueTag('faq')}`;
  let added: string[] = [];
  try {
    await loginAsAdmin(page, '/admin/content');
    await page.getByRole('main').getByRole('tab', { name: 'Help', exact: true }).click();
    await page.getByTestId('content-add-faq').click();
    await expect(toast(page, /New item added/)).toBeVisible();
    await expect
      .poll(async () =>
        (await adminDb().collection('content').where('section', '==', 'help').get()).docs
          .map((doc) => doc.id)
          .filter((id) => !before.has(id))
          .sort(),
      )
      .toHaveLength(2);
    added = (await adminDb().collection('content').where('section', '==', 'help').get()).docs
      .map((doc) => doc.id)
      .filter((id) => !before.has(id))
      .sort();
    const questionId = added.find((id) => id.endsWith('Question'))!;
    expect(questionId).toMatch(/^help_faq\d+Question$/);

    const visitor = await context.newPage();
    await visitor.goto('/help-center?lang=en');
    const shownBefore = [...before].filter((id) => /^help_faq\d+Question$/.test(id)).length;
    await expect(visitor.locator('.faq__item')).toHaveCount(shownBefore);

    const field = page.getByTestId(`content-${questionId}-en`);
    await field.fill(question);
    await field.blur();
    await expect.poll(async () => (await adminDb().doc(`content/${questionId}`).get()).get('en')).toBe(question);
    await seesOnPublicPage(visitor, '/help-center', question);
    await visitor.close();
  } finally {
    for (const id of added) await adminDb().doc(`content/${id}`).delete();
  }
});

test('the admin removes the hero image and the home page shows no image', async ({ page, context }) => {
  const ref = adminDb().doc('settings/site');
  const original = (await ref.get()).get('heroImageUrl') ?? null;
  try {
    await ref.update({ heroImageUrl: '/media/defaults/hero.jpg', updatedAt: FieldValue.serverTimestamp() });
    const visitor = await context.newPage();
    await visitor.goto('/?lang=en');
    await expect(visitor.getByTestId('hero-image')).toHaveAttribute('src', '/media/defaults/hero.jpg');

    await loginAsAdmin(page, '/admin/settings');
    await page.getByTestId('page-image-heroImageUrl').getByRole('button', { name: 'Remove Image' }).click();
    await confirmPopconfirm(page, 'Yes');
    await expect(toast(page, 'Image removed successfully')).toBeVisible();
    await expect(page.getByTestId('page-image-heroImageUrl')).toContainText('No image set');
    await expect.poll(async () => (await ref.get()).get('heroImageUrl')).toBeNull();

    // A returning visitor (the last hero remembered on the device) and a new one both see no image once settings load.
    await visitor.goto('/?lang=en');
    await expect(visitor.getByTestId('hero-title')).toBeVisible();
    await expect(visitor.getByTestId('hero-image')).toHaveCount(0);
    await expect(visitor.locator('.hero img')).toHaveCount(0);
    await visitor.evaluate(() => localStorage.removeItem('heroImageUrl'));
    await visitor.reload();
    await expect(visitor.getByTestId('hero-title')).toBeVisible();
    await expect(visitor.getByTestId('hero-image')).toHaveCount(0);
    await visitor.close();
  } finally {
    await ref.update({ heroImageUrl: original, updatedAt: FieldValue.serverTimestamp() });
  }
});
