import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorHosts } from '../fixtures/constants.ts';
import { contentDefaults } from '../../model/src/contentDefaults.ts';
import { dashboardCounterNames, dashboardCounters } from '../../model/src/stats.ts';
import { countDashboard } from '../../functions/src/stats/dashboardStats.ts';

// A project on its first day. The emulators run in single-project mode, so every project id reaches
// the same Firestore data: the suite sets the seeded content and settings aside before it starts
// (the files run one at a time) and puts them back afterwards. Auth keeps projects apart.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const blankProject = `demo-blank-${process.pid}`;
process.env.FIRESTORE_EMULATOR_HOST ??= emulatorHosts.firestore;
const app = initializeApp({ projectId: blankProject }, 'bootstrap-test');
const db = getFirestore(app);

function checkDeploy() {
  return spawnSync(process.execPath, [path.join(root, 'scripts', 'check-deploy.mjs'), '--project', blankProject], {
    cwd: root,
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: emulatorHosts.firestore,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHosts.auth,
    },
    encoding: 'utf8',
  });
}

function bootstrap() {
  return spawnSync(process.execPath, [path.join(root, 'scripts', 'bootstrap.mjs'), '--project', blankProject], {
    cwd: root,
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: emulatorHosts.firestore },
    encoding: 'utf8',
  });
}

/** Every document of the project's content and settings, without the write times. */
async function snapshotProject() {
  const [content, settings] = await Promise.all([db.collection('content').get(), db.collection('settings').get()]);
  const strip = (data: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'updatedAt'));
  return {
    content: Object.fromEntries(content.docs.map((doc) => [doc.id, strip(doc.data())])),
    settings: Object.fromEntries(settings.docs.map((doc) => [doc.id, strip(doc.data())])),
    updateTimes: [...content.docs, ...settings.docs].map((doc) => `${doc.id}@${doc.updateTime.toMillis()}`).sort(),
  };
}

const setAside: { path: string; data: FirebaseFirestore.DocumentData }[] = [];

describe('scripts/bootstrap.mjs on an empty project (Firestore emulator)', () => {
  beforeAll(async () => {
    for (const name of ['content', 'settings', 'stats']) {
      const docs = await db.collection(name).get();
      for (const doc of docs.docs) setAside.push({ path: doc.ref.path, data: doc.data() });
      await db.recursiveDelete(db.collection(name));
    }
  });

  afterAll(async () => {
    await db.recursiveDelete(db.collection('content'));
    await db.recursiveDelete(db.collection('settings'));
    await db.recursiveDelete(db.collection('stats'));
    const batch = db.batch();
    for (const { path: docPath, data } of setAside) batch.set(db.doc(docPath), data);
    await batch.commit();
    await deleteApp(app);
  });

  it('starts from nothing', async () => {
    expect((await db.collection('content').get()).size).toBe(0);
    expect((await db.doc('settings/site').get()).exists).toBe(false);
    expect((await db.doc('stats/dashboard').get()).exists).toBe(false);
  });

  it('check-deploy names what the empty project lacks and fails', () => {
    const run = checkDeploy();
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout).toContain('no administrator');
    expect(run.stdout).toContain('settings/site does not exist');
    expect(run.stdout).toContain(`content: ${contentDefaults.length} of ${contentDefaults.length} items missing`);
  });

  it('creates every content item of every section in both languages and neutral settings', async () => {
    const run = bootstrap();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`wrote ${contentDefaults.length + 2} document(s)`);
    expect(run.stdout).toContain('stats/dashboard: counted');
    const { content, settings } = await snapshotProject();
    expect(Object.keys(content).sort()).toEqual(
      contentDefaults.map((item) => `${item.section}_${item.fieldKey}`).sort(),
    );
    for (const item of contentDefaults) {
      expect(content[`${item.section}_${item.fieldKey}`]).toEqual({
        section: item.section,
        fieldKey: item.fieldKey,
        en: item.en,
        ar: item.ar,
      });
    }
    expect(settings.site).toMatchObject({
      whatsappNumber: null,
      contactPhone: null,
      companyEmail: null,
      licenseNumber: null,
      heroImageUrl: '/media/defaults/hero.jpg',
      aboutUsImageUrl: '/media/defaults/about-us.jpg',
      // A new office starts in Arabic (issue 40).
      defaultLanguage: 'ar',
    });
  });

  it('counts the dashboard, so a new office sees numbers (zeros), not "not computed yet"', async () => {
    const stats = (await db.doc('stats/dashboard').get()).data();
    expect(stats?.updatedAt).toBeDefined();
    // The emulators are single-project: the counts are of whatever the shared data holds (zeros on a real
    // new project), counted here the plain way.
    const collections = [...new Set(dashboardCounterNames.map((name) => dashboardCounters[name].collection))];
    const documents = Object.fromEntries(
      await Promise.all(
        collections.map(async (name) => [name, (await db.collection(name).get()).docs.map((doc) => doc.data())]),
      ),
    );
    const expected = countDashboard(documents);
    for (const name of dashboardCounterNames) expect(stats?.[name], name).toBe(expected[name]);
  });

  it('after bootstrap, check-deploy finds the content and asks for the office settings', () => {
    const run = checkDeploy();
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`content: all ${contentDefaults.length} items exist`);
    expect(run.stdout).toMatch(/not set yet: whatsappNumber, licenseNumber, contactPhone, companyEmail/);
  });

  it('a second run changes nothing (not even write times)', async () => {
    const before = await snapshotProject();
    const run = bootstrap();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('nothing to do');
    expect(await snapshotProject()).toEqual(before);
  });

  it("keeps the admin's edits and removals, and restores only what is missing", async () => {
    await db.doc('content/home_heroTitle').update({ en: 'Our own headline', ar: '' });
    await db.doc('settings/site').update({ heroImageUrl: null, whatsappNumber: '966501234567' });
    await db.doc('content/about_mission').delete();
    const run = bootstrap();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('content/about_mission: created');
    const { content, settings } = await snapshotProject();
    expect(content.home_heroTitle).toMatchObject({ en: 'Our own headline', ar: '' });
    expect(settings.site).toMatchObject({ heroImageUrl: null, whatsappNumber: '966501234567' });
    expect(content.about_mission).toMatchObject({
      en: contentDefaults.find((item) => item.fieldKey === 'mission' && item.section === 'about')!.en,
    });
  });

  it('refuses to guess a real project: no emulator host and no project is an error', () => {
    const env = { ...process.env };
    delete env.FIRESTORE_EMULATOR_HOST;
    delete env.GCLOUD_PROJECT;
    delete env.GOOGLE_CLOUD_PROJECT;
    const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'bootstrap.mjs')], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('No project');
  });
});
