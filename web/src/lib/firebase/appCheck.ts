import { CustomProvider, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';
import { firebaseApp } from './app';
import { firebaseConfig, useEmulators } from './config';
import { emulatorAppCheckToken } from './emulatorAppCheck';

const env = import.meta.env;

let appCheck: AppCheck | null | undefined;

/**
 * App Check for the public writes and the trackRequest callable (docs/decisions/010-rate-limits.md,
 * 018-audit-log-unavoidable.md, README "App Check").
 * - Emulators (VITE_USE_EMULATORS=true): a local token (emulatorAppCheck.ts) that the Functions emulator
 *   accepts unverified; trackRequest enforces App Check, so the emulator build always sends one.
 * - Production: VITE_APPCHECK_SITE_KEY (a reCAPTCHA Enterprise key); then enforce App Check for Firestore
 *   in the console (trackRequest enforces it in code). A debug build against a real project:
 *   VITE_APPCHECK_DEBUG=true uses the SDK's debug token (VITE_APPCHECK_DEBUG_TOKEN, registered in the
 *   console). Unset site key in production: App Check is off and trackRequest answers `unauthenticated`.
 */
export function activateAppCheck(): AppCheck | null {
  if (appCheck !== undefined) return appCheck;
  if (useEmulators) {
    appCheck = initializeAppCheck(firebaseApp(), {
      provider: new CustomProvider({
        getToken: async () => emulatorAppCheckToken(firebaseConfig.appId, firebaseConfig.projectId),
      }),
      isTokenAutoRefreshEnabled: false,
    });
    return appCheck;
  }
  const siteKey = env.VITE_APPCHECK_SITE_KEY;
  if (!siteKey) {
    appCheck = null;
    return appCheck;
  }
  if (env.VITE_APPCHECK_DEBUG === 'true') {
    (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: boolean | string }).FIREBASE_APPCHECK_DEBUG_TOKEN =
      env.VITE_APPCHECK_DEBUG_TOKEN ?? true;
  }
  appCheck = initializeAppCheck(firebaseApp(), {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return appCheck;
}
