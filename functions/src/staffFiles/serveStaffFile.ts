import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { db, defaultBucket } from '../admin';
import { storageReachable } from '../cleanup/storageReachable';
import { region } from '../config';
import {
  decideStaffFile,
  parseStaffFileRequest,
  refusedCacheControl,
  servedCacheControl,
  servedDisposition,
} from './staffFileAccess';

type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

function notFound(response: Response): void {
  response.set('Cache-Control', refusedCacheControl).status(404).type('text/plain').send('Not found');
}

/**
 * `/cv/{refCode}` and `/photos/{refCode}` (Hosting rewrites): the file at the staff document's `cvPath` /
 * `photoPath` (inside `cvs/` / `staff-photos/`) of an active worker, the photo only with `showPhoto`; 404
 * otherwise. Status and consent are read on every request, so a withdrawn
 * worker's link stops working (the CDN keeps a served file at most `servedCacheControl`'s minute).
 */
export const serveStaffFile = onRequest({ region, memory: '256MiB', maxInstances: 10 }, async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.set('Allow', 'GET, HEAD').status(405).send('Method not allowed');
    return;
  }
  const target = parseStaffFileRequest(request.path);
  if (!target) return notFound(response);
  const found = await db.collection('staff').where('refCode', '==', target.refCode).limit(2).get();
  // Reference codes are unique; two documents with one code are a data error, so neither is served.
  const decision = decideStaffFile(target.kind, found.size === 1 ? found.docs[0]!.data() : undefined);
  if (decision.serve === 'none') return notFound(response);
  if (!storageReachable(process.env)) {
    logger.warn('serveStaffFile: Storage emulator not running', { path: decision.path });
    return notFound(response);
  }
  const file = defaultBucket().file(decision.path);
  const [exists] = await file.exists();
  if (!exists) return notFound(response);
  response.set({
    'Cache-Control': servedCacheControl,
    'Content-Type': decision.contentType,
    'Content-Disposition': servedDisposition(target.kind, target.refCode, decision.path),
    'X-Content-Type-Options': 'nosniff',
  });
  if (request.method === 'HEAD') {
    response.status(200).end();
    return;
  }
  file
    .createReadStream()
    .on('error', (error) => {
      logger.error('serveStaffFile: could not stream', { path: decision.path, error });
      if (!response.headersSent) notFound(response);
      else response.destroy(error);
    })
    .pipe(response);
});
