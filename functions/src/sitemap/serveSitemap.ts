import { staffTypes } from '@household/model';
import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { region } from '../config';
import { siteOrigin } from '../render/renderPolicy';
import { latest, staticPageLastmod } from './pageLastmod';
import { publishedWorkers } from './publishedWorkers';
import { changeTimes } from './sitemapSources';
import {
  sitemapFileOf,
  sitemapIndexXml,
  sitemapXml,
  staticSitemapPaths,
  workerSitemapPages,
  type SitemapIndexEntry,
} from './sitemapXml';

/**
 * Ten minutes on the Hosting CDN, as the pages (functions/src/render/renderPolicy.ts): a new worker is
 * listed and a withdrawn one leaves within ten minutes; crawlers read it rarely, so the read cost is small.
 */
export const sitemapCacheControl = 'public, max-age=0, s-maxage=600';

/** The index: the pages file and each staff type's file that has a published worker (21 reads). */
async function indexXml(origin: string): Promise<string> {
  const times = await changeTimes();
  const published = await Promise.all(
    staffTypes.map((type) => db.collection('publicStaff').where('type', '==', type).select().limit(1).get()),
  );
  const entries: SitemapIndexEntry[] = [
    { file: 'pages', lastModified: latest(staticSitemapPaths.map((path) => staticPageLastmod(path, times))) },
    ...staffTypes
      .filter((_type, i) => !published[i]!.empty)
      .map((type) => ({ file: type, lastModified: times.staffTypes[type] ?? null })),
  ];
  return sitemapIndexXml(origin, entries);
}

/**
 * `/sitemap.xml` and `/sitemaps/{pages|maid|cleaner|nanny|driver|transfer}.xml` (Hosting rewrites;
 * decision 031): an index, the static pages with their content's last change, and one file per staff
 * type with its published workers (within the protocol's 50,000 addresses, sitemapXml.ts), each page in
 * both languages, with the site's own origin (`SITE_ORIGIN`, as the pre-rendered pages' absolute links).
 * robots.txt, which points at the index, is written into the web build (web/vite.config.ts).
 */
export const serveSitemap = onRequest({ region, memory: '256MiB', maxInstances: 5 }, async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method not allowed');
    return;
  }
  const origin = siteOrigin(process.env);
  const file = request.path === '/sitemap.xml' ? 'index' : sitemapFileOf(request.path);
  if (!file) {
    response.set('Cache-Control', sitemapCacheControl).status(404).type('text/plain').send('Not found');
    return;
  }
  try {
    let xml: string;
    if (file === 'index') xml = await indexXml(origin);
    else if (file === 'pages') {
      const times = await changeTimes();
      xml = sitemapXml(
        origin,
        staticSitemapPaths.map((path) => ({ path, lastModified: staticPageLastmod(path, times) })),
      );
    } else {
      const { workers, capped } = await publishedWorkers(file);
      if (capped) logger.error('serveSitemap: a staff type reached the per-file cap; split its file', { type: file });
      xml = sitemapXml(origin, workerSitemapPages(workers));
    }
    response
      .set({ 'Cache-Control': sitemapCacheControl, 'Content-Type': 'application/xml; charset=utf-8' })
      .send(request.method === 'HEAD' ? '' : xml);
  } catch (error) {
    logger.error('serveSitemap: could not read the sitemap data', { error, path: request.path });
    response.set('Cache-Control', 'no-store').status(503).type('text/plain').send('Try again later');
  }
});
