import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { defaultBucket } from '../admin';
import { storageReachable } from '../cleanup/storageReachable';
import { region } from '../config';
import { loadRenderer, source } from '../render/renderPage';
import { siteOrigin } from '../render/renderPolicy';
import { drawCvPdf } from './drawCvPdf';
import { versionedFileHandler } from '../og/versionedFile';
import { cvCacheControl, cvPdfDisposition, drawableImage, maxLogoBytes, parseCvPdfRequest } from './cvPdfPolicy';

/** The worker's photo, only when the document shows it (consent, not a transfer worker) and it is JPEG or PNG. */
async function photoOf(path: unknown): Promise<Buffer | null> {
  if (typeof path !== 'string' || !path.startsWith('staff-photos/') || !storageReachable(process.env)) return null;
  try {
    const [bytes] = await defaultBucket().file(path).download();
    return drawableImage(bytes) ? bytes : null;
  } catch (error) {
    logger.warn('serveCvPdf: the photo could not be read; the document is made without it', { error });
    return null;
  }
}

/** The office's uploaded logo (an https address in the settings), JPEG or PNG, within 3 s; else null (the mark). */
async function logoOf(url: string | null): Promise<Buffer | null> {
  if (!url?.startsWith('https://')) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000), redirect: 'error' });
    const bytes = Buffer.from(await response.arrayBuffer());
    return response.ok && bytes.length <= maxLogoBytes && drawableImage(bytes) ? bytes : null;
  } catch (error) {
    logger.warn('serveCvPdf: the logo could not be read; the office mark is drawn', { error });
    return null;
  }
}

/**
 * `/cv-pdf/{refCode}.pdf?lang=en|ar` (a Hosting rewrite): a worker's CV document, made on request from the
 * public view (`publicStaff`, as the page) and the office's settings, by the pre-render bundle's texts and
 * pdfkit (docs/decisions/032-cv-pdf.md), cached by the CDN under its versioned address. Unknown, withdrawn or
 * unpublished workers answer 404; any address but the document's canonical `?lang=&v=` is a 301 to it.
 */
export const serveCvPdf = onRequest(
  { region, memory: '512MiB', maxInstances: 10, concurrency: 20 },
  versionedFileHandler({
    name: 'serveCvPdf',
    parse: parseCvPdfRequest,
    find: (target) => source.activeWorker(target.refCode),
    file: async (target, worker) => {
      const [{ module }, settings, countryCosts] = await Promise.all([
        loadRenderer(),
        source.siteSettings(),
        source.countryCosts?.() ?? [],
      ]);
      const cv = await module.renderCvDocument({
        worker,
        language: target.language,
        settings,
        countryCosts,
        origin: siteOrigin(process.env),
        now: new Date(),
      });
      return {
        href: cv.href,
        make: async () => {
          const [photo, logo] = await Promise.all([
            cv.withPhoto ? photoOf(worker.data.photoPath) : null,
            logoOf(cv.logoUrl),
          ]);
          return {
            headers: {
              'Cache-Control': cvCacheControl,
              'Content-Type': 'application/pdf',
              'Content-Disposition': cvPdfDisposition(target),
              'Content-Language': target.language,
              'X-Content-Type-Options': 'nosniff',
            },
            body: await drawCvPdf(cv, { photo, logo }),
          };
        },
      };
    },
  }),
);
