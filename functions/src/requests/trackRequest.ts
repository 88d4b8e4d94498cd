import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { TrackAnswer } from '@household/model';
import { db } from '../admin';
import { region } from '../config';
import { lookupVerdict, trackGuessWindowMs, type GuessWindow } from './guessLimit';
import { callerAddress, guessKeys, type GuessKey } from './guessKeys';
import { answersLookup, parseTrackInput } from './trackLookup';
import { readJourneyContext } from './journeyContext';
import { journeyAnswer } from './journeyAnswer';

const notFoundMessage = 'No request matches this tracking code and phone number.';

function stored(data: Record<string, unknown> | undefined): Partial<GuessWindow> | undefined {
  if (!data) return undefined;
  return { count: data.count as number, windowStartMs: data.windowStartMs as number };
}

/**
 * Settles one lookup against its windows (caller, code: guessKeys.ts) in one transaction (guessLimit.ts):
 * refused when a window is full, answered when found, else one miss counted in every window.
 */
async function settle(keys: readonly GuessKey[], found: boolean): Promise<'locked' | 'found' | 'missed'> {
  const refs = keys.map((key) => db.doc(`rateLimits/${key.id}`));
  return db.runTransaction(async (transaction) => {
    const snapshots = await transaction.getAll(...refs);
    const verdict = lookupVerdict(
      keys.map((key, index) => ({ stored: stored(snapshots[index]!.data()), limit: key.limit })),
      found,
      Date.now(),
    );
    if (verdict.kind === 'missed')
      verdict.windows.forEach((window, index) => {
        // expiresAt: the TTL field of rateLimits (firestore.indexes.json fieldOverrides).
        const expiresAt = Timestamp.fromMillis(window.windowStartMs + trackGuessWindowMs);
        transaction.set(refs[index]!, { ...window, expiresAt });
      });
    return verdict.kind;
  });
}

/**
 * `trackRequest({ trackingCode, phone })` (docs/architecture.md#data-model): a visitor follows a request.
 * Answers `{ status, history: [{ status, at }], createdAt }` (ISO dates) with the journey, its clock and the
 * guarantee card's figures (journeyAnswer.ts), and nothing personal.
 * An unknown code and a wrong phone get the same `not-found`. Misses count per caller (IPv4 address or
 * IPv6 /64) and per code (guessKeys.ts: nothing the caller can forge, nothing shared by everyone); a full
 * window answers `resource-exhausted`, found or not (ten wrong phones lock a code for 15 minutes). A right
 * code with the right phone uses nothing up, so no flood of other misses can refuse it.
 *
 * App Check is enforced with limited-use tokens (issue 39): the web app asks for a fresh token per call
 * (`limitedUseAppCheckTokens`), the function consumes it (`consumeAppCheckToken`), and a replayed token is
 * refused. On the emulators tokens are decoded without verification and never marked consumed (the
 * Functions emulator's `skipTokenVerification`): a call without a token is refused as in production, a
 * replay is not (docs/decisions/027-trust-round-four.md).
 */
export const trackRequest = onCall(
  { region, enforceAppCheck: true, consumeAppCheckToken: true },
  async (request): Promise<TrackAnswer> => {
    if (request.app?.alreadyConsumed) throw new HttpsError('unauthenticated', 'This App Check token was used already.');
    const input = parseTrackInput(request.data);
    if (!input.ok) throw new HttpsError('invalid-argument', input.message);

    const address = callerAddress(
      request.rawRequest?.headers['x-forwarded-for'],
      request.rawRequest?.socket?.remoteAddress,
    );
    // The document id IS the tracking code (issue 27): one direct read, no query by field.
    const match = (await db.doc(`requests/${input.trackingCode}`).get()).data();
    const found = answersLookup(match, input);
    const verdict = await settle(guessKeys(address, input.trackingCode), found);
    if (verdict === 'locked') throw new HttpsError('resource-exhausted', 'Too many lookups; try again later.');
    if (verdict === 'missed' || !answersLookup(match, input)) throw new HttpsError('not-found', notFoundMessage);
    // Issue 34: the answer carries the journey, its clock and the guarantee (settings/journey, dailyStats).
    const now = new Date();
    const context = await readJourneyContext();
    return journeyAnswer(match, context.settings, context.measured, now);
  },
);
