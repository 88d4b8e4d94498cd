import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { defaultBucket } from '../admin';
import { storageReachable } from '../cleanup/storageReachable';
import { region } from '../config';
import { loadRenderer, source } from '../render/renderPage';
import { siteOrigin } from '../render/renderPolicy';
import { drawCvPdf } from './drawCvPdf';
import {
  canonicalCvRedirect,
  cvCacheControl,
  cvPdfDisposition,
  drawableImage,
  maxLogoBytes,
  missingCacheControl,
  parseCvPdfRequest,
  redirectCacheControl,
} from './cvPdfPolicy';

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
  async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method not allowed');
      return;
    }
    const target = parseCvPdfRequest(request.path, request.query);
    const worker = target ? await source.activeWorker(target.refCode) : null;
    if (!target || !worker) {
      response.set('Cache-Control', missingCacheControl).status(404).type('text/plain').send('Not found');
      return;
    }
    try {
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
      // One address per document: any other query string is sent there, never made again.
      const canonical = canonicalCvRedirect(request.originalUrl, cv.href);
      if (canonical) {
        response.set('Cache-Control', redirectCacheControl).redirect(301, canonical);
        return;
      }
      const [photo, logo] = await Promise.all([
        cv.withPhoto ? photoOf(worker.data.photoPath) : null,
        logoOf(cv.logoUrl),
      ]);
      const pdf = await drawCvPdf(cv, { photo, logo });
      response
        .set({
          'Cache-Control': cvCacheControl,
          'Content-Type': 'application/pdf',
          'Content-Disposition': cvPdfDisposition(target),
          'Content-Language': target.language,
          'X-Content-Type-Options': 'nosniff',
        })
        .status(200)
        .send(request.method === 'HEAD' ? '' : pdf);
    } catch (error) {
      logger.error('serveCvPdf: making the document failed', { refCode: target.refCode, error });
      response.set('Cache-Control', 'no-store').status(503).type('text/plain').send('Try again later');
    }
  },
);
