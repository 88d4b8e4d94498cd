import { serverTimestamp } from 'firebase/firestore/lite';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { firebaseApp } from '@/lib/firebase/app';
import { activateAppCheck } from '@/lib/firebase/appCheck';
import { emulatorHost, emulatorPorts, useEmulators } from '@/lib/firebase/config';
import { createAsVisitor } from '@/lib/firebase/visitorWrite';
import type { TrackAnswer, TrackRequestInput } from '@household/model';
import { functionsRegion } from '@household/model';
import type { RequestDraft } from '../requestDraft';

/**
 * Every Firestore/Functions access of the public requests feature. The created document is
 * exactly the rules' isValidNewRequest key set: the draft (requestDraft.ts) plus consentAt,
 * createdAt and updatedAt as server timestamps; `history` is [] (functions stamp it). The document id
 * IS the tracking code (`requests/{trackingCode}`, issue 27): unique by construction, a retry writes
 * the same document, and the rules refuse a code that is already taken.
 */
export async function createRequest(draft: RequestDraft): Promise<void> {
  const data = {
    trackingCode: draft.trackingCode,
    refCodes: draft.refCodes,
    name: draft.name,
    phone: draft.phone,
    email: draft.email,
    message: draft.message,
    locale: draft.locale,
    status: draft.status,
    history: [],
    consentAt: serverTimestamp(),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
  // Per-visitor rate limit (docs/decisions/010-rate-limits.md): throws VisitorLimitError at the limit.
  await createAsVisitor('requests', draft.trackingCode, data);
}

/** What trackRequest answers (dates as ISO strings); nothing personal. The shape lives in the model. */
export type { TrackAnswer } from '@household/model';

export type TrackOutcome =
  | { kind: 'found'; answer: TrackAnswer }
  | { kind: 'notFound' }
  | { kind: 'limited' }
  | { kind: 'invalid' }
  | { kind: 'failed' };

/** Calls `trackRequest({ trackingCode, phone })` (the /track page's chunk only). */
export async function trackRequest(trackingCode: string, phone: string): Promise<TrackOutcome> {
  // trackRequest enforces App Check: the call carries the page's App Check token.
  activateAppCheck();
  const functions = getFunctions(firebaseApp(), functionsRegion);
  if (useEmulators && !connected) {
    connectFunctionsEmulator(functions, emulatorHost, emulatorPorts.functions);
    connected = true;
  }
  try {
    // A fresh limited-use token per call: the function consumes it, so a captured one cannot be replayed.
    const result = await httpsCallable<TrackRequestInput, TrackAnswer>(functions, 'trackRequest', {
      limitedUseAppCheckTokens: true,
    })({ trackingCode, phone });
    return { kind: 'found', answer: result.data };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'functions/not-found') return { kind: 'notFound' };
    if (code === 'functions/resource-exhausted') return { kind: 'limited' };
    if (code === 'functions/invalid-argument') return { kind: 'invalid' };
    console.error('trackRequest failed', error);
    return { kind: 'failed' };
  }
}

let connected = false;
