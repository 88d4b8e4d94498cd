// Home: hero from settings/content, gallery from the active media (rows, counts, video dialog),
// countries, services; the ratings, help, emergency and recruitment page behaviours.
import { expect, test } from '../support/visitor.ts';
import { readFile } from 'node:fs/promises';
import { adminDb } from '../../support/adminSdk.ts';
import { seedContent } from '../../fixtures/content.ts';
import { seedMedia } from '../../fixtures/media.ts';
import { tr } from './helpers.ts';

test('home: hero, gallery with counts and the video dialog, countries and services', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.getByRole('link', { name: 'Browse Workers', exact: true })).toHaveAttribute(
    'href',
    '/maids-resume?lang=en',
  );
  await expect(page.getByRole('link', { name: 'Request Transfer of Services', exact: true })).toHaveAttribute(
    'href',
    '/maids-resume?transfer=true&lang=en',
  );
  await expect(page.locator('.hero__image')).toHaveAttribute('src', /\/media\/defaults\/hero\.jpg$|^https?:/);

  const activeImages = seedMedia.filter((m) => m.isActive && m.type === 'image').length;
  const activeVideos = seedMedia.filter((m) => m.isActive && m.type === 'video').length;
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('gallery-image-count')).toHaveText(String(activeImages));
  await expect(page.getByTestId('gallery-video-count')).toHaveText(String(activeVideos));
  // Two rows each; the first row holds the rounded-up half.
  await expect(page.locator('.gallery-group').first().locator('.gallery-row')).toHaveCount(2);
  const firstRowImages = await page
    .locator('.gallery-group')
    .first()
    .locator('.gallery-row')
    .first()
    .locator('figure')
    .count();
  expect(firstRowImages).toBe(Math.ceil(activeImages / 2));
  // Inactive media never show.
  const inactive = seedMedia.filter((m) => !m.isActive).map((m) => m.url);
  for (const url of inactive) await expect(page.locator(`img[src="${url}"]`)).toHaveCount(0);

  // A video opens in a dialog and plays; Escape closes it. The video rows are built when they come near.
  await page.getByTestId('gallery-video-count').scrollIntoViewIfNeeded();
  const video = page.getByTestId('gallery-video').first();
  await video.scrollIntoViewIfNeeded();
  await video.click();
  const dialog = page.getByTestId('video-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).not.toHaveText('');
  await expect(dialog.locator('video')).toHaveAttribute('src', /\/media\/videos\/video-\d+\.mp4$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Videos without a poster get a generated thumbnail (data URL) in the browser; images load when in view.
  for (const card of await page.getByTestId('gallery-video').all()) await card.scrollIntoViewIfNeeded();
  await expect(page.locator('.gallery-video img[src^="data:image/jpeg"]').first()).toBeAttached({ timeout: 30_000 });

  const services = page.getByTestId('services-section');
  const title = seedContent.find((c) => c.section === 'home' && c.fieldKey === 'servicesTitle')!;
  await expect(services.getByRole('heading', { level: 2 })).toHaveText(title.en);

  await page.getByRole('link', { name: 'Workers from Sri Lanka' }).click();
  await expect(page).toHaveURL(/\/maids-resume\?country=Sri(%20|\+)Lanka&lang=en$/);
});

test('home in Arabic: right-to-left carousels and Arabic country names', async ({ page }) => {
  await page.goto('/?lang=ar');
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  await expect(page.locator('.react-multi-carousel-list').first()).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('country-selector')).toContainText('الفلبين');
  await expect(page.getByRole('link', { name: 'عمالة من الفلبين' })).toHaveAttribute(
    'href',
    '/maids-resume?country=Philippines&lang=ar',
  );
});

test('ratings, help, emergency and recruitment pages do what they say', async ({ page }) => {
  // Ratings: average and total of the approved reviews (no fixed external figure), view all.
  const approved = (
    await adminDb().collection('reviews').where('approved', '==', true).orderBy('createdAt', 'desc').get()
  ).docs.map((d) => d.data());
  const average = (approved.reduce((sum, r) => sum + (r.rating as number), 0) / approved.length).toFixed(1);
  await page.goto('/ratings?lang=en');
  await expect(page.getByTestId('average-rating')).toContainText(average);
  await expect(page.getByTestId('total-reviews')).toContainText(String(approved.length));
  await expect(page.getByTestId('external-rating')).toHaveCount(0);
  await expect(page.getByTestId('external-review-link')).toHaveCount(0);
  const list = page.getByTestId('reviews-list').locator('> li');
  await expect(list).toHaveCount(Math.min(4, approved.length));
  if (approved.length > 4) {
    await page.getByRole('button', { name: 'View all reviews' }).click();
    await expect(list).toHaveCount(approved.length);
  }
  await page.goto('/ratings?lang=ar');
  // Newest first, comment in Arabic.
  await expect(page.getByTestId('reviews-list').locator('> li').first()).toContainText(
    approved[0]!.commentAr as string,
  );

  // Help center: FAQ from content, contact link and live chat.
  await page.goto('/help-center?lang=en');
  const faq = seedContent.find((c) => c.section === 'help' && c.fieldKey === 'faq1Question')!;
  await page.getByText(faq.en).click();
  await expect(page.getByText(seedContent.find((c) => c.fieldKey === 'faq1Answer')!.en)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the contact page' })).toHaveAttribute('href', '/contact?lang=en');
  await expect(page.getByTestId('live-chat')).toHaveAttribute('href', /^https:\/\/wa\.me\/966501234567\?text=Hello/);

  // Emergency: 911 first, WhatsApp Now with the emergency text, response times.
  await page.goto('/emergency-support?lang=ar');
  await expect(page.getByTestId('emergency-alert')).toContainText('911');
  const whatsapp = page.getByTestId('emergency-whatsapp');
  await expect(whatsapp).toContainText(tr('ar', 'public', 'emergency.whatsappNow'));
  const href = new URL((await whatsapp.getAttribute('href'))!);
  expect(href.searchParams.get('text')).toContain('طارئ');
  await expect(page.getByText(tr('ar', 'public', 'emergency.generalTime'))).toBeVisible();

  // Recruitment: six steps and a guide download in the current language.
  await page.goto('/recruitment-process?lang=ar');
  await expect(page.locator('.steps > li')).toHaveCount(6);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-guide').click()]);
  expect(download.suggestedFilename()).toBe('recruitment-process-guide.txt');
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toContain(tr('ar', 'public', 'recruitment.guideHeading'));
  expect(text).toContain(tr('ar', 'public', 'recruitment.matchingTitle'));
});

test('on a phone the video rows render when they come near, under their counted heading', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/?lang=en');
  await expect(page.getByTestId('gallery-image-count')).toBeVisible();
  // Below the image rows: counted, but not yet built.
  await expect(page.getByTestId('gallery-video-count')).toHaveText(
    String(seedMedia.filter((m) => m.isActive && m.type === 'video').length),
  );
  await expect(page.getByTestId('gallery-video')).toHaveCount(0);
  await page.getByTestId('gallery-video-count').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('gallery-video').first()).toBeVisible();
});
