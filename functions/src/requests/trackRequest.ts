import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { region } from '../config';
import { refundAttempt, reserveAttempt, trackGuessWindowMs, type GuessWindow } from './guessLimit';
import { answersLookup, parseTrackInput, trackAnswer } from './trackLookup';

const notFoundMessage = 'No request matches this tracking code and phone number.';

/** rateLimits/track-{hash of the caller's IP}: the raw address is never stored. */
function limitRef(ip: string) {
  const key = createHash('sha256').update(`track:${ip}`).digest('hex').slice(0, 32);
  return db.doc(`rateLimits/track-${key}`);
}

function stored(data: Record<string, unknown> | undefined): Partial<GuessWindow> | undefined {
  if (!data) return undefined;
  return { count: data.count as number, windowStartMs: data.windowStartMs as number };
}

/** Takes one attempt from the caller's window, or throws resource-exhausted when it is used up. */
async function reserve(ref: FirebaseFirestore.DocumentReference): Promise<GuessWindow> {
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const next = reserveAttempt(stored(snapshot.data()), Date.now());
    if (!next) throw new HttpsError('resource-exhausted', 'Too many lookups; try again later.');
    // expiresAt: for a TTL policy on rateLimits (old windows need not be kept).
    transaction.set(ref, { ...next, expiresAt: Timestamp.fromMillis(next.windowStartMs + trackGuessWindowMs) });
    return next;
  });
}

async function refund(ref: FirebaseFirestore.DocumentReference, reserved: GuessWindow): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const next = refundAttempt(stored(snapshot.data()), reserved);
    if (next) transaction.update(ref, { count: next.count });
  });
}

/**
 * `trackRequest({ trackingCode, phone })` (docs/architecture.md#data-model): a visitor follows a request.
 * Answers `{ status, history: [{ status, at }], createdAt }` (ISO dates) and nothing personal.
 * An unknown code and a wrong phone get the same `not-found`. Every lookup that finds nothing
 * uses one of the caller's attempts (per IP address, guessLimit.ts); at the limit the answer is
 * `resource-exhausted` before any lookup.
 */
export const trackRequest = onCall({ region }, async (request) => {
  const input = parseTrackInput(request.data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.message);

  const ip = request.rawRequest?.ip || 'unknown';
  const ref = limitRef(ip);
  const reserved = await reserve(ref);

  // The document id IS the tracking code (issue 27): one direct read, no query by field.
  const match = (await db.doc(`requests/${input.trackingCode}`).get()).data();
  if (!answersLookup(match, input)) throw new HttpsError('not-found', notFoundMessage);

  await refund(ref, reserved).catch((error: unknown) =>
    logger.warn('trackRequest: could not give the attempt back', error),
  );
  return trackAnswer(match);
});
