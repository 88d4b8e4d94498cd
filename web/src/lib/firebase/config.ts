/** Firebase web configuration, read once from Vite env (see web/.env.emulator and .env.production.example). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  appId: string;
}

const env = import.meta.env;

export const firebaseConfig: FirebaseWebConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-household-staff.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-household-staff',
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? 'demo-household-staff.appspot.com',
  appId: env.VITE_FIREBASE_APP_ID ?? 'demo-app-id',
};

/** True when the app talks to the local Emulator Suite instead of a real project. */
export const useEmulators: boolean = env.VITE_USE_EMULATORS === 'true';

/** Emulator host and ports: the local contract of docs/architecture.md#local-contract. */
export const emulatorHost = '127.0.0.1';
export const emulatorPorts = { firestore: 8080, auth: 9099, functions: 5001, storage: 9199 } as const;

/** The fixed Auth identity the admin username maps to. */
export const adminEmail: string = env.VITE_ADMIN_EMAIL ?? 'admin@household-staff.local';

/** Public origin used for canonical URLs and the sitemap. */
export const siteUrl: string = (env.VITE_SITE_URL ?? 'http://127.0.0.1:5000').replace(/\/$/, '');
