import type { Language } from '@household/model';
// The worker preview images (functions/src/og, decision 022), against the Functions emulator: the pre-render
// bundle draws the card, resvg makes the PNG. Needs `npm run build -w web` (functions/ssr), as renderPage.
import { writeFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBucket, adminDb } from '../support/adminSdk.ts';
import { storageAvailable, storageSkipReason } from '../support/storage.ts';
import { testWorker } from '../support/staffDocs.ts';
import { seed } from '../fixtures/seed.ts';
import { emulatorHosts, projectId } from '../fixtures/constants.ts';

const endpoint = `http://${emulatorHosts.functions}/${projectId}/us-central1/serveOgImage`;

const worker = (refCode: string, extra: Record<string, unknown>) =>
  testWorker(refCode, 'Preview Test', {
    publishConsentAt: Timestamp.now(),
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    ...extra,
  });

/** Width and height from a PNG's IHDR chunk; null when it is not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Where the function sends an address that is not the picture's canonical one (a 301), or null. */
async function canonicalOf(pathAndQuery: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${endpoint}${pathAndQuery}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
}

/** The picture at its canonical address (asked for without a version first, as an outdated link would). */
async function image(refCode: string, language: Language) {
  const { location } = await canonicalOf(`/og/${refCode}.png?lang=${language}`);
  if (!location) throw new Error(`no canonical address for ${refCode}`);
  const started = performance.now();
  const response = await fetch(`${endpoint}${location}`, { redirect: 'manual' });
  const bytes = Buffer.from(await response.arrayBuffer());
  // PREVIEW_PNG_DIR=/tmp/x keeps the images for a look.
  if (process.env.PREVIEW_PNG_DIR && response.ok)
    writeFileSync(`${process.env.PREVIEW_PNG_DIR}/${refCode}-${language}-${Date.now()}.png`, bytes);
  return { response, bytes, ms: Math.round(performance.now() - started) };
}

describe('worker preview images (Functions emulator)', () => {
  const db = adminDb();
  const ids = ['preview-a', 'preview-b', 'preview-withdrawn'];
  const seeded = seed.staff.find((member) => member.status === 'active')!;

  beforeAll(async () => {
    await db.doc(`staff/${ids[0]}`).set(worker('CL-9921', {}));
    await db.doc(`staff/${ids[1]}`).set(worker('DR-9922', { type: 'Driver', country: 'IN', experienceYears: 7 }));
    await db.doc(`staff/${ids[2]}`).set(worker('CL-9923', { status: 'inactive' }));
  });

  afterAll(async () => {
    await Promise.all(ids.map((id) => db.doc(`staff/${id}`).delete()));
  });

  it('draws a 1200x630 PNG for a seeded worker in both languages, cached by the CDN', async () => {
    const cold = await image(seeded.refCode, 'en');
    const warm = await image(seeded.refCode, 'en');
    const arabic = await image(seeded.refCode, 'ar');
    console.log(
      `preview image: first ${cold.ms} ms, then ${warm.ms} ms; ${cold.bytes.length} bytes (en), ${arabic.bytes.length} bytes (ar)`,
    );
    for (const { response, bytes } of [cold, arabic]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toMatch(/public, .*s-maxage=\d+/);
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    }
    expect(cold.bytes.equals(warm.bytes)).toBe(true);
    expect(cold.bytes.equals(arabic.bytes)).toBe(false);
  });

  it('gives different workers different images', async () => {
    const [a, b] = await Promise.all([image('CL-9921', 'ar'), image('DR-9922', 'ar')]);
    expect(pngSize(a.bytes)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(b.bytes)).toEqual({ width: 1200, height: 630 });
    expect(a.bytes.equals(b.bytes)).toBe(false);
  });

  it('sends every other query string to the one canonical address, and draws only that one', async () => {
    const { location } = await canonicalOf('/og/CL-9921.png');
    expect(location).toMatch(/^\/og\/CL-9921\.png\?lang=en&v=[0-9a-z]+$/);
    const version = new URL(location!, 'http://x').searchParams.get('v');
    for (const odd of [
      '/og/CL-9921.png?lang=en&v=old',
      `/og/CL-9921.png?v=${version}&lang=en`,
      `/og/CL-9921.png?lang=en&v=${version}&utm=1`,
      `/og/CL-9921.png?lang=en&v=${version}&`,
      '/og/CL-9921.png?lang=xx',
    ])
      expect(await canonicalOf(odd), odd).toEqual({ status: 301, location });
    const arabic = await canonicalOf('/og/CL-9921.png?lang=ar&v=old');
    expect(arabic.location).toMatch(/^\/og\/CL-9921\.png\?lang=ar&v=[0-9a-z]+$/);
    const drawn = await fetch(`${endpoint}${location}`, { redirect: 'manual' });
    expect(drawn.status).toBe(200);
    expect(pngSize(Buffer.from(await drawn.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('answers 404 for a withdrawn or unknown worker and for another path', async () => {
    for (const path of ['/og/CL-9923.png', '/og/CL-0000.png', '/og/../staff.png', '/og/CL-9921.jpg']) {
      const response = await fetch(`${endpoint}${path}`);
      expect(response.status, path).toBe(404);
    }
  });
});

/** A 2x2 PNG (red and blue squares): a stand-in photo. */
const photoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGM4YWOjEXWCQSPqxAkbGwAjcgUVFH+Z7wAAAABJRU5ErkJggg==',
  'base64',
);

describe.skipIf(!storageAvailable)(
  storageAvailable ? 'preview image photo consent' : `preview image photo consent [skipped: ${storageSkipReason}]`,
  () => {
    const db = adminDb();
    const photoPath = 'staff-photos/preview-photo.png';

    afterAll(async () => {
      await db.doc('staff/preview-photo').delete();
      await adminBucket().file(photoPath).delete({ ignoreNotFound: true });
    });

    it('draws the photo only while the worker consents to it', async () => {
      await adminBucket().file(photoPath).save(photoPng, { contentType: 'image/png' });
      await db.doc('staff/preview-photo').set(worker('NN-9924', { type: 'Nanny', showPhoto: true, photoPath }));
      const withPhoto = await image('NN-9924', 'en');
      await db.doc('staff/preview-photo').update({ showPhoto: false });
      const withoutPhoto = await image('NN-9924', 'en');
      expect(pngSize(withPhoto.bytes)).toEqual({ width: 1200, height: 630 });
      expect(pngSize(withoutPhoto.bytes)).toEqual({ width: 1200, height: 630 });
      expect(withPhoto.bytes.equals(withoutPhoto.bytes)).toBe(false);
      // Consent given again: the same picture as before (the photo is what differed).
      await db.doc('staff/preview-photo').update({ showPhoto: true });
      expect((await image('NN-9924', 'en')).bytes.equals(withPhoto.bytes)).toBe(true);
    });
  },
);
