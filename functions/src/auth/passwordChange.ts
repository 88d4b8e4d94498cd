/** Input checks and the Identity Toolkit route for changeAdminPassword. Pure: no SDK. */
export const MIN_PASSWORD_LENGTH = 6;
/** Firebase Auth refuses longer passwords; refuse them up front with a clear message. */
export const MAX_PASSWORD_LENGTH = 4096;

export type PasswordChangeInput =
  { ok: true; currentPassword: string; newPassword: string } | { ok: false; message: string };

export function parsePasswordChange(data: unknown): PasswordChangeInput {
  const record = (data ?? {}) as Record<string, unknown>;
  const { currentPassword, newPassword } = record;
  if (typeof currentPassword !== 'string' || currentPassword.length === 0) {
    return { ok: false, message: 'currentPassword is required.' };
  }
  if (typeof newPassword !== 'string' || newPassword.length === 0) {
    return { ok: false, message: 'newPassword is required.' };
  }
  if (currentPassword.length > MAX_PASSWORD_LENGTH) {
    return { ok: false, message: `currentPassword must be at most ${MAX_PASSWORD_LENGTH} characters.` };
  }
  if (newPassword.length < MIN_PASSWORD_LENGTH) {
    return { ok: false, message: `newPassword must be at least ${MIN_PASSWORD_LENGTH} characters.` };
  }
  if (newPassword.length > MAX_PASSWORD_LENGTH) {
    return { ok: false, message: `newPassword must be at most ${MAX_PASSWORD_LENGTH} characters.` };
  }
  return { ok: true, currentPassword, newPassword };
}

/**
 * The REST endpoint that verifies an e-mail/password pair. The Auth emulator (FIREBASE_AUTH_EMULATOR_HOST,
 * set by firebase-tools for functions in the emulator) accepts any key; production needs the project's
 * web API key. `null` when neither is available.
 */
export function signInWithPasswordUrl(env: { emulatorHost?: string; apiKey?: string }): string | null {
  const path = 'identitytoolkit.googleapis.com/v1/accounts:signInWithPassword';
  const emulatorHost = env.emulatorHost?.trim();
  if (emulatorHost)
    return `http://${emulatorHost}/${path}?key=${encodeURIComponent(env.apiKey?.trim() || 'emulator-key')}`;
  const apiKey = env.apiKey?.trim();
  if (!apiKey) return null;
  return `https://${path}?key=${encodeURIComponent(apiKey)}`;
}

/** Maps an Identity Toolkit error message (e.g. `INVALID_PASSWORD`, `TOO_MANY_ATTEMPTS_TRY_LATER : ...`) to an HttpsError code. */
export function signInFailureCode(restMessage: unknown): 'failed-precondition' | 'resource-exhausted' | 'internal' {
  const code = typeof restMessage === 'string' ? (restMessage.split(/[\s:]/)[0] ?? '') : '';
  switch (code) {
    case 'INVALID_PASSWORD':
    case 'INVALID_LOGIN_CREDENTIALS':
    case 'EMAIL_NOT_FOUND':
    case 'USER_DISABLED':
      return 'failed-precondition';
    case 'TOO_MANY_ATTEMPTS_TRY_LATER':
      return 'resource-exhausted';
    default:
      return 'internal';
  }
}
