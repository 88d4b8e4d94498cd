import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { region } from '../config';
import { siteOrigin } from '../render/renderPolicy';
import { publishedWorkers } from './publishedWorkers';
import { sitemapPages, sitemapXml } from './sitemapXml';

/**
 * Ten minutes on the Hosting CDN, as the pages (functions/src/render/renderPolicy.ts): a new worker is
 * listed and a withdrawn one leaves within ten minutes; crawlers read it rarely, so the read cost is small.
 */
export const sitemapCacheControl = 'public, max-age=0, s-maxage=600';

/**
 * `/sitemap.xml` (a Hosting rewrite): the public pages and every published worker's page in both
 * languages, with the site's own origin (`SITE_ORIGIN`, as the pre-rendered pages' absolute links).
 * robots.txt, which points here, is written into the web build (web/vite.config.ts).
 */
export const serveSitemap = onRequest({ region, memory: '256MiB', maxInstances: 5 }, async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method not allowed');
    return;
  }
  const origin = siteOrigin(process.env);
  try {
    const xml = sitemapXml(origin, sitemapPages(await publishedWorkers()));
    response
      .set({ 'Cache-Control': sitemapCacheControl, 'Content-Type': 'application/xml; charset=utf-8' })
      .send(request.method === 'HEAD' ? '' : xml);
  } catch (error) {
    logger.error('serveSitemap: could not read the workers', { error });
    response.set('Cache-Control', 'no-store').status(503).type('text/plain').send('Try again later');
  }
});
