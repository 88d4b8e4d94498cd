import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { TrackAnswer } from '@household/model';
import { db } from '../admin';
import { region } from '../config';
import { refundAttempt, reserveAttempt, trackGuessWindowMs, type GuessWindow } from './guessLimit';
import { callerAddress, guessKeys, type GuessKey } from './guessKeys';
import { answersLookup, parseTrackInput } from './trackLookup';
import { readJourneyContext } from './journeyContext';
import { journeyAnswer } from './journeyAnswer';

const notFoundMessage = 'No request matches this tracking code and phone number.';

function stored(data: Record<string, unknown> | undefined): Partial<GuessWindow> | undefined {
  if (!data) return undefined;
  return { count: data.count as number, windowStartMs: data.windowStartMs as number };
}

interface Reserved {
  ref: FirebaseFirestore.DocumentReference;
  window: GuessWindow;
}

/**
 * Takes one attempt from every window of the lookup (caller's address, code, global budget: guessKeys.ts)
 * in one transaction, or throws resource-exhausted when any of them is used up (nothing is taken then).
 */
async function reserve(keys: readonly GuessKey[]): Promise<Reserved[]> {
  const refs = keys.map((key) => db.doc(`rateLimits/${key.id}`));
  return db.runTransaction(async (transaction) => {
    const snapshots = await transaction.getAll(...refs);
    const now = Date.now();
    const next = keys.map((key, index) => reserveAttempt(stored(snapshots[index]!.data()), now, key.limit));
    if (next.some((window) => window === null))
      throw new HttpsError('resource-exhausted', 'Too many lookups; try again later.');
    return next.map((window, index) => {
      // expiresAt: the TTL field of rateLimits (firestore.indexes.json fieldOverrides).
      const expiresAt = Timestamp.fromMillis(window!.windowStartMs + trackGuessWindowMs);
      transaction.set(refs[index]!, { ...window!, expiresAt });
      return { ref: refs[index]!, window: window! };
    });
  });
}

async function refund(reserved: readonly Reserved[]): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const snapshots = await transaction.getAll(...reserved.map((item) => item.ref));
    reserved.forEach((item, index) => {
      const next = refundAttempt(stored(snapshots[index]!.data()), item.window);
      if (next) transaction.update(item.ref, { count: next.count });
    });
  });
}

/**
 * `trackRequest({ trackingCode, phone })` (docs/architecture.md#data-model): a visitor follows a request.
 * Answers `{ status, history: [{ status, at }], createdAt }` (ISO dates) with the journey, its clock and the
 * guarantee card's figures (journeyAnswer.ts), and nothing personal.
 * An unknown code and a wrong phone get the same `not-found`. Every lookup that finds nothing
 * uses one attempt of the caller's address, of the code and of the global budget (guessKeys.ts: nothing
 * the caller can forge); at any limit the answer is `resource-exhausted` before any lookup. App Check is
 * enforced: a call without an App Check token is `unauthenticated` (the web app sends one,
 * web/src/lib/firebase/appCheck.ts; the Functions emulator accepts any well-formed token unverified).
 */
export const trackRequest = onCall({ region, enforceAppCheck: true }, async (request): Promise<TrackAnswer> => {
  const input = parseTrackInput(request.data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.message);

  const address = callerAddress(
    request.rawRequest?.headers['x-forwarded-for'],
    request.rawRequest?.socket?.remoteAddress,
  );
  const reserved = await reserve(guessKeys(address, input.trackingCode));

  // The document id IS the tracking code (issue 27): one direct read, no query by field.
  const match = (await db.doc(`requests/${input.trackingCode}`).get()).data();
  if (!answersLookup(match, input)) throw new HttpsError('not-found', notFoundMessage);

  await refund(reserved).catch((error: unknown) => logger.warn('trackRequest: could not give the attempt back', error));
  // Issue 34: the answer carries the journey, its clock and the guarantee (settings/journey, dailyStats).
  const now = new Date();
  const context = await readJourneyContext(now);
  return journeyAnswer(match, context.settings, context.days, now);
});
