import { initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';
import { firebaseApp } from './app';

const env = import.meta.env;

let appCheck: AppCheck | null | undefined;

/**
 * App Check for the public writes (docs/decisions/010-rate-limits.md). Production: set
 * VITE_APPCHECK_SITE_KEY (a reCAPTCHA Enterprise key) and enforce App Check for Firestore in the
 * console. Locally: VITE_APPCHECK_DEBUG=true uses the debug provider (register the token the
 * console prints). Unset (the emulators' default): App Check is off.
 */
export function activateAppCheck(): AppCheck | null {
  if (appCheck !== undefined) return appCheck;
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
