// /workers/{refCode} is served with the worker's own title, description, absolute og:image (the worker's
// own preview image, /og/{refCode}.png, decision 022; the photo's path only with consent) and og:url; unknown,
// inactive and withdrawn workers answer 404 (docs/decisions/013-pre-rendered-html.md).
import { expect, test } from '../support/visitor.ts';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, eventually } from '../../support/adminSdk.ts';
import { publishedTestWorker } from '../../support/staffDocs.ts';
import { tr } from '../public/helpers.ts';
import { arabicLetters, origin, served } from './prerenderHtml.ts';

/** Four-digit refCodes of this run (refCodeFromParam accepts AA-0000 only), kept apart from the seed's 0101... */
const stamp = 5000 + (Date.now() % 4000);
const code = (offset: number) => `PR-${String(stamp + offset).padStart(4, '0')}`;

function worker(refCode: string, extra: Record<string, unknown> = {}) {
  return publishedTestWorker(refCode, 'Prerender Test', {
    type: 'Maid',
    country: 'PH',
    experienceYears: 6,
    descriptionEn: 'Careful with children.',
    descriptionAr: 'تعتني بالأطفال.',
    ...extra,
  });
}

const created: string[] = [];
async function arrange(id: string, data: Record<string, unknown>) {
  created.push(id);
  await adminDb().collection('staff').doc(id).set(data);
  await untilView(id, true);
}

/** Visitors read the public view, which the onStaffPublicView trigger writes a moment later (decision 021). */
async function untilView(id: string, present: boolean) {
  const view = await eventually(
    () => adminDb().collection('publicStaff').doc(id).get(),
    (snap) => snap.exists === present,
  );
  expect(view.exists, `publicStaff/${id}`).toBe(present);
}

test.afterAll(async () => {
  await Promise.all(created.map((id) => adminDb().collection('staff').doc(id).delete()));
});

test('a consenting worker: own title and description, own preview image as absolute og:image, absolute og:url', async ({
  request,
}) => {
  const refCode = code(1);
  await arrange(
    `prerender-${refCode}`,
    worker(refCode, { showPhoto: true, photoPath: `staff-photos/prerender-${refCode}.jpg` }),
  );
  for (const language of ['en', 'ar'] as const) {
    const page = await served(request, `/workers/${refCode}?lang=${language}`);
    expect(page.status).toBe(200);
    expect([page.lang, page.dir]).toEqual([language, language === 'ar' ? 'rtl' : 'ltr']);
    const type = tr(language, 'public', 'staff.type.Maid');
    expect(page.title).toContain(refCode);
    expect(page.title).toContain(type);
    expect(page.meta('description')).toContain(refCode);
    expect(page.meta('og:image')).toMatch(new RegExp(`^${origin}/og/${refCode}\\.png\\?lang=${language}&v=[0-9a-z]+$`));
    expect(page.meta('og:url')).toBe(`${origin}/workers/${refCode}?lang=${language}`);
    expect(page.h1).toBe('Prerender Test');
    expect(page.rootText).toContain(language === 'ar' ? 'تعتني بالأطفال.' : 'Careful with children.');
    if (language === 'ar') expect(page.title).toMatch(arabicLetters);
  }
  const response = await request.get(`/workers/${refCode}`);
  expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
  // The preview image answers through Hosting's rewrite (functions/src/og): a 1200x630 PNG.
  const image = await request.get(
    new URL((await served(request, `/workers/${refCode}?lang=ar`)).meta('og:image')!).pathname + '?lang=ar',
  );
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const png = await image.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('a worker without photo consent never gets the photo as og:image, nor anywhere in the page', async ({
  request,
}) => {
  const refCode = code(2);
  await arrange(
    `prerender-${refCode}`,
    worker(refCode, { showPhoto: false, photoPath: `staff-photos/prerender-${refCode}.jpg` }),
  );
  const page = await served(request, `/workers/${refCode}`);
  expect(page.status).toBe(200);
  expect(page.meta('og:image')).toMatch(new RegExp(`^${origin}/og/${refCode}\\.png\\?lang=en&v=`));
  expect(page.meta('twitter:image')).toBe(page.meta('og:image'));
  expect(page.html).not.toContain(`/photos/${refCode}`);
  expect(page.html).not.toContain('staff-photos/');
});

test('withdrawn, inactive, unknown and malformed workers answer 404 with the 404 page', async ({ request }) => {
  const withdrawn = code(3);
  await arrange(`prerender-${withdrawn}`, worker(withdrawn));
  expect((await served(request, `/workers/${withdrawn}`)).status).toBe(200);
  await adminDb()
    .collection('staff')
    .doc(`prerender-${withdrawn}`)
    .update({ status: 'inactive', updatedAt: FieldValue.serverTimestamp() });
  await untilView(`prerender-${withdrawn}`, false);
  for (const path of [
    `/workers/${withdrawn}`,
    `/workers/${withdrawn}?lang=ar`,
    '/workers/ZZ-9999',
    '/workers/not-a-code',
    `/workers/${'A'.repeat(300)}`,
  ]) {
    const page = await served(request, path);
    expect(page.status, path).toBe(404);
    expect(page.meta('robots'), path).toBe('noindex');
    expect(page.html, path).not.toContain('Prerender Test');
  }
});

test('worker text cannot break out of the HTML: a name with </script> and quotes stays text', async ({ request }) => {
  const refCode = code(4);
  const name = '</script><script>alert(1)</script>" onload="x';
  await arrange(
    `prerender-${refCode}`,
    worker(refCode, { name, descriptionEn: '<img src=x onerror=alert(1)> & "quoted"' }),
  );
  const page = await served(request, `/workers/${refCode}`);
  expect(page.status).toBe(200);
  expect(page.html).not.toContain('<script>alert(1)');
  expect(page.html).not.toContain('<img src=x');
  expect(page.html.match(/<script type="application\/json" id="prerender-data">/g)).toHaveLength(1);
  expect(page.h1).toBe(name);
  const data = /<script type="application\/json" id="prerender-data">([^<]*)<\/script>/.exec(page.html)?.[1];
  expect(JSON.stringify(JSON.parse(data!))).toContain('alert(1)');
});
