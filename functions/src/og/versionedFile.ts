import { logger } from 'firebase-functions/v2';
import type { onRequest } from 'firebase-functions/v2/https';
import { canonicalPreviewRedirect, missingCacheControl, redirectCacheControl } from './previewPolicy';

type Handler = Parameters<typeof onRequest>[0];

/** What one worker's file answers once its address is known: its canonical href and how to make it. */
export interface VersionedFile {
  /** The one address of this version (`/og/MD-0101.png?lang=ar&v=...`): any other query is sent there. */
  href: string;
  make: () => Promise<{ headers: Record<string, string>; body: Buffer }>;
}

/**
 * The request handler of a worker's file at a versioned address (the link-preview picture, the CV
 * document; decisions 022 and 032): GET or HEAD only; 404 (a minute on the CDN) for an address it cannot
 * read or a worker it cannot show; a 301 to the canonical `?lang=&v=` for any other query, never made
 * again (issue 39); 503, not cached, when making it fails.
 */
export function versionedFileHandler<Target extends { refCode: string }, Worker>(options: {
  name: string;
  parse: (path: string, query: Record<string, unknown>) => Target | null;
  find: (target: Target) => Promise<Worker | null>;
  file: (target: Target, worker: Worker) => Promise<VersionedFile>;
}) {
  const handler: Handler = async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method not allowed');
      return;
    }
    const target = options.parse(request.path, request.query);
    const worker = target ? await options.find(target) : null;
    if (!target || !worker) {
      response.set('Cache-Control', missingCacheControl).status(404).type('text/plain').send('Not found');
      return;
    }
    try {
      const file = await options.file(target, worker);
      const canonical = canonicalPreviewRedirect(request.originalUrl, file.href);
      if (canonical) {
        response.set('Cache-Control', redirectCacheControl).redirect(301, canonical);
        return;
      }
      const { headers, body } = await file.make();
      response
        .set(headers)
        .status(200)
        .send(request.method === 'HEAD' ? '' : body);
    } catch (error) {
      logger.error(`${options.name}: making the file failed`, { refCode: target.refCode, error });
      response.set('Cache-Control', 'no-store').status(503).type('text/plain').send('Try again later');
    }
  };
  return handler;
}
