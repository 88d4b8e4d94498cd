import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/adminSdk.ts';
import { emulatorHosts } from '../fixtures/constants.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const defaults = {
  heroImageUrl: '/media/defaults/hero.jpg',
  aboutUsImageUrl: '/media/defaults/about-us.jpg',
  servicesImageUrl: '/media/defaults/services.jpg',
  contactImageUrl: '/media/defaults/contact.jpg',
};

describe('default page images (scripts/ensure-default-images.mjs; bootstrap writes the same)', () => {
  const db = adminDb();
  const site = db.doc('settings/site');
  let original: Record<string, unknown> | undefined;

  beforeAll(async () => {
    original = (await site.get()).data();
  });

  afterAll(async () => {
    if (original) await site.set(original);
  });

  /** Some values set, one null, one blank, one absent. */
  const arrange = () =>
    site.set(
      {
        heroImageUrl: 'https://example.com/custom-hero.jpg',
        aboutUsImageUrl: null,
        servicesImageUrl: '',
        contactImageUrl: FieldValue.delete(),
        whatsappNumber: '966501234567',
      },
      { merge: true },
    );

  it('the start/deploy script fills only the missing values and is safe to run twice', async () => {
    await arrange();
    const runScript = () =>
      spawnSync(process.execPath, [path.join(root, 'scripts', 'ensure-default-images.mjs')], {
        cwd: root,
        env: { ...process.env, FIRESTORE_EMULATOR_HOST: emulatorHosts.firestore },
        encoding: 'utf8',
      });
    const first = runScript();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('filled aboutUsImageUrl, servicesImageUrl, contactImageUrl');
    expect(first.stderr).toBe('');
    expect((await site.get()).data()).toMatchObject({
      ...defaults,
      heroImageUrl: 'https://example.com/custom-hero.jpg',
    });
    const second = runScript();
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('already set');
  });
});
