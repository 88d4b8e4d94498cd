import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { adminCheck } from './adminCheck';

/** Throws the HttpsError a non-admin caller gets; returns the admin's uid otherwise. */
export function requireAdmin(request: CallableRequest<unknown>): string {
  const failure = adminCheck(request.auth);
  if (failure === 'unauthenticated') throw new HttpsError('unauthenticated', 'Sign in as the administrator first.');
  if (failure === 'permission-denied') throw new HttpsError('permission-denied', 'Only the administrator may do this.');
  return request.auth!.uid;
}
