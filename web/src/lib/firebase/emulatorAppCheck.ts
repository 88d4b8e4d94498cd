/**
 * The App Check token of the local emulators (docs/decisions/018-audit-log-unavoidable.md, README
 * "App Check"). There is no App Check emulator, and the web SDK's debug provider exchanges its token with
 * Google's App Check service, which a local run has no access to. The Functions emulator decodes App
 * Check tokens without verifying them (firebase-tools sets FIREBASE_DEBUG_FEATURES.skipTokenVerification),
 * so a well-formed, unsigned JWT naming the app passes `enforceAppCheck` there; a real project verifies
 * the signature and refuses it. No Firebase import: the tests' clients use it too.
 */
export const emulatorAppCheckTtlMs = 60 * 60 * 1000;

const base64Url = (text: string) => btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export function emulatorAppCheckToken(
  appId: string,
  projectId: string,
  nowMs = Date.now(),
): { token: string; expireTimeMillis: number } {
  const expireTimeMillis = nowMs + emulatorAppCheckTtlMs;
  const header = base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const payload = base64Url(
    JSON.stringify({
      sub: appId,
      aud: [`projects/${projectId}`],
      iss: 'emulator-debug',
      iat: Math.floor(nowMs / 1000),
      exp: Math.floor(expireTimeMillis / 1000),
    }),
  );
  return { token: `${header}.${payload}.emulator`, expireTimeMillis };
}
