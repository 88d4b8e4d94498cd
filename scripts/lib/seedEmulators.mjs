// Runs inside `firebase emulators:exec`: writes tests/fixtures' demo data into the emulators.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { projectId } from '../../tests/fixtures/constants.ts';
import { writeSeed } from '../../tests/fixtures/writeSeed.ts';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error('Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must point at the emulators.');
  process.exit(1);
}

const app = initializeApp({ projectId });
await writeSeed(getFirestore(app), getAuth(app));
console.log('Seed written.');
