/**
 * What the login form says for a failed sign-in (the error catalogue's login messages). Pure: maps a Firebase
 * Auth error code to a translation key; the page wraps auth failures as 'Auth error: {message}'.
 */
export type LoginFailure = { kind: 'auth'; messageKey: string; rawMessage: string } | { kind: 'unexpected' };

const friendly: Record<string, string> = {
  'auth/invalid-credential': 'login.errors.wrongPassword',
  'auth/wrong-password': 'login.errors.wrongPassword',
  'auth/invalid-login-credentials': 'login.errors.wrongPassword',
  'auth/user-not-found': 'login.errors.wrongPassword',
  'auth/too-many-requests': 'login.errors.tooManyRequests',
  'auth/network-request-failed': 'login.errors.network',
  'auth/user-disabled': 'login.errors.disabled',
};

function errorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** Turns whatever sign-in threw into the message the admin sees. */
export function describeLoginFailure(error: unknown): LoginFailure {
  const code = errorCode(error);
  if (!code || !code.startsWith('auth/')) return { kind: 'unexpected' };
  const rawText = (error as { message?: unknown }).message;
  const raw = typeof rawText === 'string' ? rawText : code;
  if (/email not confirmed/i.test(raw))
    return { kind: 'auth', messageKey: 'login.errors.emailNotConfirmed', rawMessage: raw };
  // The SDK's own text ("Firebase: Error (auth/xyz).") is English and unhelpful: an unknown code gets a
  // message in the admin's language; the code without its prefix is kept for the console.
  return {
    kind: 'auth',
    messageKey: friendly[code] ?? 'login.errors.unknown',
    rawMessage: code.replace(/^auth\//, '').replace(/-/g, ' '),
  };
}
