// /sitemap.xml, its files /sitemaps/*.xml (functions/src/sitemap, decision 031), against the Functions
// emulator and the seeded data.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicStaffOf } from '@household/model';
import { adminDb } from '../support/adminSdk.ts';
import { testWorker } from '../support/staffDocs.ts';
import { seed } from '../fixtures/seed.ts';
import { emulatorHosts, projectId } from '../fixtures/constants.ts';

const endpoint = `http://${emulatorHosts.functions}/${projectId}/us-central1/serveSitemap`;
const origin = 'http://127.0.0.1:5000';
const workerChange = new Date(Date.UTC(2026, 10, 20, 8, 0, 0));

const worker = (refCode: string, extra: Record<string, unknown>) =>
  testWorker(refCode, 'Sitemap Test', {
    type: 'Cleaner',
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.fromDate(workerChange),
    ...extra,
  });

/** The `<url>` entries whose `<loc>` is one language of `path`. */
function entriesFor(xml: string, path: string): string[] {
  return (xml.match(/<url>[\s\S]*?<\/url>/g) ?? []).filter((entry) =>
    new RegExp(`<loc>${origin}${path}\\?lang=(en|ar)</loc>`).test(entry),
  );
}

async function get(path: string): Promise<{ response: Response; xml: string }> {
  const response = await fetch(`${endpoint}${path}`);
  return { response, xml: await response.text() };
}

describe('sitemap (Functions emulator)', () => {
  const db = adminDb();
  const ids = { listed: 'sitemap-listed', withdrawn: 'sitemap-withdrawn', noConsent: 'sitemap-no-consent' };

  beforeAll(async () => {
    const listed = worker('CL-9911', { publishConsentAt: Timestamp.now() });
    await db.doc(`staff/${ids.listed}`).set(listed);
    // The view the onStaffPublicView trigger writes (tested in publicStaff.test.ts), written here at once:
    // the sitemap reads the views, and a busy machine may run the trigger late.
    await db.doc(`publicStaff/${ids.listed}`).set(publicStaffOf(listed, new Date())!);
    await db
      .doc(`staff/${ids.withdrawn}`)
      .set(worker('CL-9912', { status: 'inactive', publishConsentAt: Timestamp.now() }));
    await db.doc(`staff/${ids.noConsent}`).set(worker('CL-9913', {}));
  });

  afterAll(async () => {
    await Promise.all(Object.values(ids).map((id) => db.doc(`staff/${id}`).delete()));
    await db.doc(`publicStaff/${ids.listed}`).delete();
  });

  it('/sitemap.xml is an index of the pages file and one file per staff type with published workers, each with lastmod', async () => {
    const { response, xml } = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    expect(response.headers.get('cache-control')).toContain('s-maxage=');
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const published = new Set((await db.collection('publicStaff').get()).docs.map((doc) => doc.get('type') as string));
    const expected = ['pages', ...['Maid', 'Cleaner', 'Nanny', 'Driver', 'transfer'].filter((t) => published.has(t))];
    expect(locs).toEqual(expected.map((file) => `${origin}/sitemaps/${file.toLowerCase()}.xml`));
    expect(xml.match(/<sitemap>/g)).toHaveLength(expected.length);
    expect(xml.match(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/g)).toHaveLength(expected.length);
  });

  it('a type file lists every published worker of the type in both languages, with its lastmod, and no one else', async () => {
    const { response, xml } = await get('/sitemaps/cleaner.xml');
    expect(response.status).toBe(200);
    const published = (await db.collection('publicStaff').where('type', '==', 'Cleaner').get()).docs.map(
      (doc) => doc.get('refCode') as string,
    );
    const seeded = seed.staff
      .filter((member) => member.status === 'active' && member.type === 'Cleaner')
      .map((m) => m.refCode);
    expect(published).toEqual(expect.arrayContaining([...seeded, 'CL-9911']));
    for (const refCode of published) {
      const entries = entriesFor(xml, `/workers/${refCode}`);
      expect(entries, refCode).toHaveLength(2);
      for (const entry of entries) {
        expect(entry).toContain(`hreflang="x-default" href="${origin}/workers/${refCode}"`);
        expect(entry).toContain(`hreflang="ar" href="${origin}/workers/${refCode}?lang=ar"`);
        expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
      }
    }
    expect(entriesFor(xml, '/workers/CL-9911')[0]).toContain('<lastmod>2026-11-20T08:00:00Z</lastmod>');
    expect(xml.match(/<loc>[^<]*\/workers\/[^<]*<\/loc>/g)).toHaveLength(published.length * 2);
    expect(xml).not.toContain('CL-9912'); // withdrawn
    expect(xml).not.toContain('CL-9913'); // no publishing consent
    expect(xml).not.toMatch(/\/workers\/(MD|NN|DR|TR)-/);
  });

  it('the pages file lists the static pages and /costs, each with its content last change', async () => {
    const { xml } = await get('/sitemaps/pages.xml');
    for (const path of ['/', '/costs', '/maids-resume', '/contact', '/terms-of-service']) {
      const entries = entriesFor(xml, path);
      expect(entries, path).toHaveLength(2);
      expect(entries[0], path).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
    }
    // The maids list shows cleaners: its lastmod is at least the test cleaner's change.
    const maids = /<lastmod>([^<]+)<\/lastmod>/.exec(entriesFor(xml, '/maids-resume')[0]!)![1]!;
    expect(new Date(maids).getTime()).toBeGreaterThanOrEqual(workerChange.getTime());
    expect(xml).not.toContain('/workers/');
  });

  it('answers 404 for a file that is not one', async () => {
    expect((await get('/sitemaps/admin.xml')).response.status).toBe(404);
  });
});
