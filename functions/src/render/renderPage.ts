import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { isPublicStaffView, measuredTimesPath, type RenderBundle, type RenderPageSource } from '@household/model';
import { db } from '../admin';
import { region } from '../config';
import { countingReads, underEmulator } from './readCount';
import { cacheControlFor, fallbackCacheControl, requestTarget, siteOrigin } from './renderPolicy';
import { readStaffListPage, type StaffListQuery } from './staffListPage';

const ssrDir = path.join(__dirname, '..', 'ssr');
let loaded: Promise<{ module: RenderBundle; template: string }> | undefined;

/** The pre-render bundle (its shape: model/src/renderBundle.ts) and its template, loaded once per instance (also by the preview images, functions/src/og). */
export function loadRenderer() {
  loaded ??= (async () => {
    const template = readFileSync(path.join(ssrDir, 'template.html'), 'utf8');
    const module = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as RenderBundle;
    return { module, template };
  })();
  return loaded;
}

/**
 * What a visitor may read, read with the Admin SDK: the public settings and content, and workers from
 * their public view `publicStaff` only (decision 021: it exists only while the worker is active with
 * publishing consent, isPublishableStaff, and holds no admin field nor an unconsented photo's path), with
 * the browser's query (status == 'active' first).
 */
export const source: RenderPageSource = {
  async siteSettings() {
    return (await db.doc('settings/site').get()).data();
  },
  async contentSection(section: string) {
    const snapshot = await db.collection('content').where('section', '==', section).get();
    return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
  },
  async activeWorker(refCode: string) {
    const snapshot = await db
      .collection('publicStaff')
      .where('status', '==', 'active')
      .where('refCode', '==', refCode)
      .limit(2)
      .get();
    // Reference codes are unique; two public documents with one code are a data error, so neither is shown.
    const only = snapshot.size === 1 ? snapshot.docs[0]! : null;
    return only && isPublicStaffView(only.data()) ? { id: only.id, data: only.data() } : null;
  },
  async staffPage(spec: StaffListQuery) {
    return readStaffListPage(db, spec, new Date());
  },
  async activeMedia() {
    // What the browser may read (firestore.rules: active media only), in the gallery's order.
    const snapshot = await db.collection('media').where('isActive', '==', true).orderBy('displayOrder').get();
    return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
  },
  async countryCosts() {
    // Public (firestore.rules): one small document per country the office entered.
    const snapshot = await db.collection('countryCosts').get();
    return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
  },
  async measuredTimes() {
    // Public (firestore.rules): the measured medians per country, kept daily (issue 34).
    return (await db.doc(measuredTimesPath).get()).data();
  },
};

/**
 * Every public page (Hosting rewrites them here, docs/decisions/013-pre-rendered-html.md): the app
 * rendered to HTML in the visitor's language with the page's own title, description and link-preview
 * tags, cached on the CDN. Unknown paths and unknown, inactive or withdrawn workers answer 404 with
 * the 404 page. If rendering fails the browser-rendered shell is served (the site keeps working).
 */
export const renderPage = onRequest(
  { region, memory: '512MiB', maxInstances: 20, concurrency: 40 },
  async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method not allowed');
      return;
    }
    const target = requestTarget(request.originalUrl);
    if (!target) {
      response.set('Cache-Control', fallbackCacheControl).status(414).type('text/plain').send('Address too long');
      return;
    }
    let renderer: Awaited<ReturnType<typeof loadRenderer>>;
    try {
      renderer = await loadRenderer();
    } catch (error) {
      loaded = undefined;
      logger.error(
        'renderPage: the pre-render bundle is missing; run `npm run build -w web` (it writes functions/ssr/)',
        { error },
      );
      response
        .set('Cache-Control', fallbackCacheControl)
        .status(503)
        .type('text/plain')
        .send('The site is being updated. Please try again in a minute.');
      return;
    }
    const counter = { reads: 0 };
    try {
      const result = await renderer.module.renderPage({
        url: target,
        cookie: request.get('cookie'),
        acceptLanguage: request.get('accept-language'),
        origin: siteOrigin(process.env),
        template: renderer.template,
        source: countingReads(source, counter),
      });
      response
        .set({
          'Cache-Control': cacheControlFor(request.path, result.status),
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Language': result.language,
          // A bare address's language came from the browser's Accept-Language (no ?lang=, no cookie).
          ...(result.negotiated ? { Vary: 'Accept-Language' } : {}),
          // The bench's cost of a visit (decision 031); only under the emulator.
          ...(underEmulator() ? { 'X-Documents-Read': String(counter.reads) } : {}),
        })
        .status(result.status)
        .send(request.method === 'HEAD' ? '' : result.html);
    } catch (error) {
      logger.error('renderPage: rendering failed; serving the browser-rendered shell', { path: request.path, error });
      response
        .set({ 'Cache-Control': fallbackCacheControl, 'Content-Type': 'text/html; charset=utf-8' })
        .status(200)
        .send(renderer.template);
    }
  },
);
