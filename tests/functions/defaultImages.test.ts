import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/adminSdk.ts';
import { emulatorHosts } from '../fixtures/constants.ts';
import { throwawayUser, webClient, type Client } from './client.ts';
import type { EnsureDefaultImagesAnswer } from '@household/model';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const defaults = {
  heroImageUrl: '/media/defaults/hero.jpg',
  aboutUsImageUrl: '/media/defaults/about-us.jpg',
  servicesImageUrl: '/media/defaults/services.jpg',
  contactImageUrl: '/media/defaults/contact.jpg',
};

describe('default page images (ensureDefaultImages callable and scripts/ensure-default-images.mjs)', () => {
  const db = adminDb();
  const site = db.doc('settings/site');
  let original: Record<string, unknown> | undefined;
  let client: Client;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    original = (await site.get()).data();
    client = webClient();
  });

  afterAll(async () => {
    if (original) await site.set(original);
    await client.close();
    await Promise.all(cleanups.map((cleanup) => cleanup()));
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

  it('refuses callers who are not the admin', async () => {
    await expect(client.call('ensureDefaultImages')).rejects.toMatchObject({ code: 'functions/unauthenticated' });
    const user = await throwawayUser('images-not-admin');
    cleanups.push(user.remove);
    await client.signIn(user.email, user.password);
    await expect(client.call('ensureDefaultImages')).rejects.toMatchObject({ code: 'functions/permission-denied' });
    await client.signOut();
  });

  it('the callable fills only the missing values, and a second call changes nothing', async () => {
    await arrange();
    const admin = await throwawayUser('images-admin', { admin: true });
    cleanups.push(admin.remove);
    await client.signIn(admin.email, admin.password);
    const first = await client.call<EnsureDefaultImagesAnswer>('ensureDefaultImages');
    expect([...first.filled].sort()).toEqual(['aboutUsImageUrl', 'contactImageUrl', 'servicesImageUrl']);
    const data = (await site.get()).data();
    expect(data).toMatchObject({
      ...defaults,
      heroImageUrl: 'https://example.com/custom-hero.jpg',
      whatsappNumber: '966501234567',
    });
    await expect(client.call('ensureDefaultImages')).resolves.toEqual({ filled: [] });
    await client.signOut();
  });

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
