import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { firebaseApp } from '@/lib/firebase/app';
import { emulatorHost, emulatorPorts, useEmulators } from '@/lib/firebase/config';
import { functionsRegion } from '@household/model';

/**
 * The full SDK instances the admin portal uses (realtime Firestore, Auth, Functions, Storage).
 * Imported only from the lazily loaded admin chunk. Emulators are connected once, at module level.
 */
const app = firebaseApp();

export const adminAuth: Auth = getAuth(app);
export const adminDb: Firestore = getFirestore(app);
export const adminFunctions: Functions = getFunctions(app, functionsRegion);
export const adminStorage: FirebaseStorage = getStorage(app);

if (useEmulators) {
  connectAuthEmulator(adminAuth, `http://${emulatorHost}:${emulatorPorts.auth}`, { disableWarnings: true });
  connectFirestoreEmulator(adminDb, emulatorHost, emulatorPorts.firestore);
  connectFunctionsEmulator(adminFunctions, emulatorHost, emulatorPorts.functions);
  connectStorageEmulator(adminStorage, emulatorHost, emulatorPorts.storage);
}
