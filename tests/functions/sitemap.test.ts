// /sitemap.xml and /robots.txt (functions/src/sitemap), against the Functions emulator and the seeded data.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/adminSdk.ts';
import { testWorker } from '../support/staffDocs.ts';
import { seed } from '../fixtures/seed.ts';
import { emulatorHosts, projectId } from '../fixtures/constants.ts';

const endpoint = `http://${emulatorHosts.functions}/${projectId}/us-central1/serveSitemap`;
const origin = 'http://127.0.0.1:5000';

const worker = (refCode: string, extra: Record<string, unknown>) =>
  testWorker(refCode, 'Sitemap Test', {
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.fromDate(new Date(Date.UTC(2026, 10, 20, 8, 0, 0))),
    ...extra,
  });

/** The `<url>` entries whose `<loc>` is one language of `path`. */
function entriesFor(xml: string, path: string): string[] {
  return (xml.match(/<url>[\s\S]*?<\/url>/g) ?? []).filter((entry) =>
    new RegExp(`<loc>${origin}${path}\\?lang=(en|ar)</loc>`).test(entry),
  );
}

describe('sitemap (Functions emulator)', () => {
  const db = adminDb();
  const ids = { listed: 'sitemap-listed', withdrawn: 'sitemap-withdrawn', noConsent: 'sitemap-no-consent' };
  let xml = '';
  let response: Response;

  beforeAll(async () => {
    await db.doc(`staff/${ids.listed}`).set(worker('CL-9911', { publishConsentAt: Timestamp.now() }));
    await db
      .doc(`staff/${ids.withdrawn}`)
      .set(worker('CL-9912', { status: 'inactive', publishConsentAt: Timestamp.now() }));
    await db.doc(`staff/${ids.noConsent}`).set(worker('CL-9913', {}));
    response = await fetch(`${endpoint}/sitemap.xml`);
    xml = await response.text();
  });

  afterAll(async () => {
    await Promise.all(Object.values(ids).map((id) => db.doc(`staff/${id}`).delete()));
  });

  it('lists every active, published worker in both languages with x-default and lastmod', async () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    expect(response.headers.get('cache-control')).toContain('s-maxage=');
    const active = await db.collection('staff').where('status', '==', 'active').get();
    const published = active.docs
      .filter((doc) => doc.get('publishConsentAt'))
      .map((doc) => doc.get('refCode') as string);
    // The seeded data holds active workers, all of them in the sitemap (checked against the data).
    const seededActive = seed.staff.filter((member) => member.status === 'active').map((member) => member.refCode);
    expect(seededActive.length).toBeGreaterThan(0);
    expect(published).toEqual(expect.arrayContaining([...seededActive, 'CL-9911']));
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
    const listedWorkers = xml.match(/<loc>[^<]*\/workers\/[^<]*<\/loc>/g) ?? [];
    expect(listedWorkers).toHaveLength(published.length * 2);
  });

  it('leaves out a withdrawn worker and one without publishing consent', () => {
    expect(xml).not.toContain('CL-9912');
    expect(xml).not.toContain('CL-9913');
  });

  it('lists the static pages and /costs', () => {
    for (const path of ['/', '/costs', '/maids-resume', '/contact'])
      expect(entriesFor(xml, path), path).toHaveLength(2);
  });
});
