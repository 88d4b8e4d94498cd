import { logger } from 'firebase-functions/v2';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { ChangeAdminPasswordAnswer } from '@household/model';
import { adminAuth } from '../admin';
import { region } from '../config';
import { parsePasswordChange, signInFailureCode, signInWithPasswordUrl } from './passwordChange';
import { requireAdmin } from './requireAdmin';

/**
 * Changes the administrator's own password after verifying the current one with the Auth REST
 * `accounts:signInWithPassword` call. Answers `{ ok: true }`.
 * Production needs the project's web API key in WEB_API_KEY (functions/.env.<projectId>).
 */
export const changeAdminPassword = onCall({ region }, async (request): Promise<ChangeAdminPasswordAnswer> => {
  const uid = requireAdmin(request);
  const input = parsePasswordChange(request.data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.message);

  const user = await adminAuth().getUser(uid);
  if (!user.email)
    throw new HttpsError('failed-precondition', 'This account has no e-mail address to verify the password with.');

  const url = signInWithPasswordUrl({
    emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    apiKey: process.env.WEB_API_KEY,
  });
  if (!url) {
    logger.error('changeAdminPassword: WEB_API_KEY is not configured; cannot verify the current password.');
    throw new HttpsError('internal', 'The server cannot verify passwords (WEB_API_KEY is not configured).');
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: input.currentPassword, returnSecureToken: false }),
    });
  } catch (error) {
    logger.error('changeAdminPassword: Identity Toolkit unreachable', error);
    throw new HttpsError('unavailable', 'Could not verify the current password; try again.');
  }
  const body = (await response.json().catch(() => ({}))) as { localId?: string; error?: { message?: string } };
  if (!response.ok) {
    const code = signInFailureCode(body.error?.message);
    if (code === 'internal')
      logger.error('changeAdminPassword: unexpected Identity Toolkit answer', response.status, body.error);
    throw new HttpsError(
      code,
      code === 'failed-precondition'
        ? 'The current password is wrong.'
        : code === 'resource-exhausted'
          ? 'Too many attempts; try again later.'
          : 'Could not verify the current password.',
    );
  }
  if (body.localId && body.localId !== uid)
    throw new HttpsError('failed-precondition', 'The current password is wrong.');

  await adminAuth().updateUser(uid, { password: input.newPassword });
  logger.info('changeAdminPassword: password changed', { uid });
  return { ok: true };
});
