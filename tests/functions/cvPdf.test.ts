// The generated CV document (functions/src/cvPdf, decision 032), against the Functions emulator with the
// demo data: the profile page (renderPage) links to the document; the PDF's text, read back with pdf.js, holds
// every fact the page lists, in both languages, Arabic words whole and in reading order. Needs
// `npm run build -w web` (functions/ssr), as renderPage.
import { writeFileSync } from 'node:fs';
import { publicStaffOf, type Language } from '@household/model';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { adminBucket, adminDb } from '../support/adminSdk.ts';
import { storageAvailable, storageSkipReason } from '../support/storage.ts';
import { testWorker } from '../support/staffDocs.ts';
import { pdfLines } from '../support/pdfText.ts';
import { emulatorHosts, projectId } from '../fixtures/constants.ts';
import { seed } from '../fixtures/seed.ts';
import en from '../../web/src/locales/en/public.json' with { type: 'json' };
import ar from '../../web/src/locales/ar/public.json' with { type: 'json' };

const base = `http://${emulatorHosts.functions}/${projectId}/us-central1`;
// MD-0101: active, published, with a structured CV (tests/fixtures/staff.ts).
const refCode = 'MD-0101';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, ' ')
    .trim();
/** Arabic vowel marks (harakat) are set as separate glyphs above the letters: compared without them. */
const withoutMarks = (text: string) => text.replace(/[\u064B-\u065F\u0670]/g, '');

/** The profile page as the site renders it: its facts list (name, value) and its link to the CV document. */
async function profilePage(language: Language) {
  const response = await fetch(`${base}/renderPage/workers/${refCode}?lang=${language}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const list = /<dl[^>]*data-testid="worker-facts"[^>]*>([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? '';
  const facts = [...list.matchAll(/<dt>([\s\S]*?)<\/dt><dd[^>]*>([\s\S]*?)<\/dd>/g)].map(([, name, value]) => ({
    name: plain(name!),
    value: plain(value!),
  }));
  const href = /<a[^>]*href="([^"]+)"[^>]*data-testid="worker-cv-document"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  return { facts, href };
}

async function document(href: string) {
  const started = performance.now();
  const response = await fetch(`${base}/serveCvPdf${href}`, { redirect: 'manual' });
  const bytes = new Uint8Array(await response.arrayBuffer());
  // CV_PDF_DIR=/tmp/x keeps the documents for a look.
  if (process.env.CV_PDF_DIR && response.ok) writeFileSync(`${process.env.CV_PDF_DIR}/${href.slice(8, 15)}.pdf`, bytes);
  return { response, bytes, ms: Math.round(performance.now() - started) };
}

describe('generated CV document (Functions emulator)', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`holds every fact of the profile page, in ${language}, with the structured CV`, async () => {
      const page = await profilePage(language);
      expect(page.facts.length).toBeGreaterThanOrEqual(6);
      expect(page.href).toMatch(new RegExp(`^/cv-pdf/${refCode}\\.pdf\\?lang=${language}&v=[0-9a-z]+$`));

      const first = await document(page.href!);
      console.log(`CV document ${language}: ${first.bytes.length} bytes in ${first.ms} ms`);
      expect(first.response.status).toBe(200);
      expect(first.response.headers.get('content-type')).toBe('application/pdf');
      expect(first.response.headers.get('cache-control')).toMatch(/public, .*s-maxage=\d+/);
      expect(first.response.headers.get('content-disposition')).toBe(`inline; filename="${refCode}-${language}.pdf"`);

      const lines = await pdfLines(first.bytes, language === 'ar' ? 'rtl' : 'ltr');
      if (process.env.CV_PDF_DIR) console.log(page.facts, lines);
      const text = withoutMarks(lines.join('\n'));
      // Each fact on one line as a reader reads it: its name, then its value (a long value goes on below).
      for (const { name, value } of page.facts)
        expect(withoutMarks(lines.join(' ')), `${name}: ${value}`).toContain(withoutMarks(`${name} ${value}`));
      expect(text).toContain(refCode);

      // The structured CV, as /compare words it: cooking, willing, 4 years, level 4 (tests/fixtures/staff.ts).
      const words = language === 'ar' ? ar : en;
      expect(text).toContain(withoutMarks(words.staffSkills.names.cooking));
      expect(text).toContain(withoutMarks(words.structuredCv.willing.yes));
      expect(text).toContain(withoutMarks(words.structuredCv.languageLevels.fluent));
      expect(text).toContain(withoutMarks(words.cvDocument.title));

      if (language === 'ar') {
        // Letters come back as letters (not presentation forms) and every Arabic word of the page's facts whole.
        expect(text).not.toMatch(/[\uFB50-\uFDFF\uFE70-\uFEFF]/);
        const arabicWords = page.facts.flatMap(
          ({ name, value }) => `${name} ${value}`.match(/[\u0600-\u06FF]+/g) ?? [],
        );
        expect(arabicWords.length).toBeGreaterThan(8);
        for (const word of arabicWords) expect(text, word).toContain(withoutMarks(word));
      }
      // Never a religion or health field (issue 36): none is stored, and none is printed.
      expect(text).not.toMatch(/religio|health|ديان|الدين|صحي|الصحة/i);
    });
  }

  it('sends any other address of the document to its one canonical address', async () => {
    const { href } = await profilePage('en');
    for (const odd of [`/cv-pdf/${refCode}.pdf`, `/cv-pdf/${refCode}.pdf?lang=en&v=old`, `${href}&utm=1`]) {
      const { response } = await document(odd);
      expect(response.status, odd).toBe(301);
      expect(response.headers.get('location'), odd).toBe(href);
    }
  });

  it('answers 404 for an unknown or unpublished worker and for another path', async () => {
    const inactive = seed.staff.find((member) => member.status !== 'active')!;
    for (const path of [
      '/cv-pdf/MD-0000.pdf',
      `/cv-pdf/${inactive.refCode}.pdf?lang=en`,
      '/cv-pdf/../staff.pdf',
      `/cv-pdf/${refCode}.png`,
    ]) {
      const { response } = await document(path);
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
  storageAvailable ? 'CV document photo consent' : `CV document photo consent [skipped: ${storageSkipReason}]`,
  () => {
    const db = adminDb();
    const photoPath = 'staff-photos/cv-photo.png';
    /** The worker's public view as the trigger writes it (publicStaffOf), written straight to `publicStaff`. */
    const publish = (extra: Record<string, unknown>) =>
      db.doc('publicStaff/cv-photo').set(
        publicStaffOf(
          testWorker('NN-9931', 'Photo Test', {
            type: 'Nanny',
            photoPath,
            publishConsentAt: Timestamp.now(),
            createdAt: Timestamp.now(),
            updatedAt: Timestamp.now(),
            ...extra,
          }),
          new Date(),
        )!,
      );
    /** Whether the worker's current document (at its canonical address) carries an image. */
    const hasImage = async () => {
      const canonical = await document('/cv-pdf/NN-9931.pdf?lang=ar');
      const { response, bytes } = await document(canonical.response.headers.get('location')!);
      expect(response.status).toBe(200);
      return Buffer.from(bytes).toString('latin1').includes('/Subtype /Image');
    };

    afterAll(async () => {
      await db.doc('publicStaff/cv-photo').delete();
      await adminBucket().file(photoPath).delete({ ignoreNotFound: true });
    });

    it('prints the photo only with consent, and never for a worker offered for transfer', async () => {
      await adminBucket().file(photoPath).save(photoPng, { contentType: 'image/png' });
      await publish({ showPhoto: true });
      expect(await hasImage()).toBe(true);
      await publish({ showPhoto: false });
      expect(await hasImage()).toBe(false);
      await publish({ showPhoto: true, type: 'transfer', transferable: true });
      expect(await hasImage()).toBe(false);
    });
  },
);
