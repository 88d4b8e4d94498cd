import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { firebaseApp } from './app';
import { emulatorHost, emulatorPorts, useEmulators } from './config';

/**
 * Firestore Lite for the public pages: one-shot reads and the contact-form write, without the
 * full SDK's realtime machinery (the admin chunk uses the full SDK). Created once per page.
 */
let db: Firestore | undefined;

export function publicDb(): Firestore {
  if (!db) {
    db = getFirestore(firebaseApp());
    if (useEmulators) connectFirestoreEmulator(db, emulatorHost, emulatorPorts.firestore);
  }
  return db;
}
