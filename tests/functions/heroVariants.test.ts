// The uploaded hero's responsive variants (issue 38, docs/decisions/033-responsive-hero.md): saving an
// uploaded hero on settings/site makes the onHeroImageWritten function write its AVIF and JPEG variants
// beside it and record them; replacing or removing the hero deletes them. The files are read back and
// their real formats and dimensions checked.
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { heroImageVariantsFromStored, type HeroImageVariants } from '@household/model';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBucket, adminDb, eventually } from '../support/adminSdk.ts';
import { storageAvailable, storageSkipReason } from '../support/storage.ts';
import { emulatorHosts, projectId } from '../fixtures/constants.ts';

const title = storageAvailable
  ? 'hero variants (Functions + Storage emulators)'
  : `hero variants [skipped: ${storageSkipReason}]`;

describe.skipIf(!storageAvailable)(title, () => {
  const db = adminDb();
  const site = db.doc('settings/site');
  const bucketName = `${projectId}.appspot.com`;
  const bucket = () => adminBucket(bucketName);
  let originalHero: unknown;

  beforeAll(async () => {
    originalHero = (await site.get()).get('heroImageUrl') ?? null;
  });

  afterAll(async () => {
    await site.set({ heroImageUrl: originalHero }, { merge: true });
  });

  /** Uploads a picture as the portal does (page-images/, a download token) and answers its download URL. */
  async function upload(width: number, height: number, color: string): Promise<{ path: string; url: string }> {
    const path = `page-images/heroImageUrl-${Date.now()}-${randomUUID().slice(0, 6)}.jpg`;
    const data = await sharp({ create: { width, height, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
    const token = randomUUID();
    await bucket()
      .file(path)
      .save(data, { contentType: 'image/jpeg', metadata: { metadata: { firebaseStorageDownloadTokens: token } } });
    const url = `http://${emulatorHosts.storage}/v0/b/${bucketName}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
    return { path, url };
  }

  const storedVariants = async () => heroImageVariantsFromStored((await site.get()).get('heroImageVariants'));
  const variantsFor = (url: string) =>
    eventually(storedVariants, (stored) => stored?.source === url, 90_000) as Promise<HeroImageVariants | null>;
  const existing = async (paths: string[]) =>
    (await Promise.all(paths.map((path) => bucket().file(path).exists()))).filter(([exists]) => exists).length;

  let first: HeroImageVariants | null = null;

  it('makes phone crops and wide sizes, AVIF and JPEG, of an uploaded hero, and records them', async () => {
    const hero = await upload(1000, 600, '#3a6');
    await site.set({ heroImageUrl: hero.url }, { merge: true });
    first = await variantsFor(hero.url);
    expect(first?.source).toBe(hero.url);
    const read = await Promise.all(
      first!.variants.map(async (variant) => {
        expect(variant.path.startsWith('page-images/variants/')).toBe(true);
        const [data] = await bucket().file(variant.path).download();
        const meta = await sharp(data).metadata();
        expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
        return `${variant.crop} ${variant.format}/${meta.format} ${meta.width}x${meta.height}`;
      }),
    );
    // 1000 x 600: the phone crop is 3:4 (450 x 600), no size above the picture's own.
    expect(read.sort()).toEqual([
      'phone avif/heif 450x600',
      'phone jpeg/jpeg 450x600',
      'wide avif/heif 1000x600',
      'wide avif/heif 828x497',
      'wide jpeg/jpeg 1000x600',
      'wide jpeg/jpeg 828x497',
    ]);
    // The recorded URL serves the file to a visitor.
    const response = await fetch(first!.variants[0]!.url);
    expect(response.status).toBe(200);
  }, 120_000);

  it('replacing the hero makes new variants and deletes the former ones', async () => {
    expect(first).not.toBeNull();
    const former = first!.variants.map((variant) => variant.path);
    const hero = await upload(700, 700, '#a63');
    await site.set({ heroImageUrl: hero.url }, { merge: true });
    const second = await variantsFor(hero.url);
    expect(second?.variants.length).toBeGreaterThan(0);
    expect(
      await eventually(
        () => existing(former),
        (count) => count === 0,
      ),
    ).toBe(0);
    first = second;
  }, 120_000);

  it('removing the hero deletes its variants and the field', async () => {
    expect(first).not.toBeNull();
    const former = first!.variants.map((variant) => variant.path);
    await site.set({ heroImageUrl: null, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    expect(
      await eventually(
        () => existing(former),
        (count) => count === 0,
      ),
    ).toBe(0);
    const field = await eventually(
      async () => (await site.get()).get('heroImageVariants'),
      (value) => value === undefined,
    );
    expect(field).toBeUndefined();
  }, 60_000);
});
