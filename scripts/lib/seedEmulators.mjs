// Runs inside `firebase emulators:exec`: writes tests/fixtures' demo data into the emulators.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { projectId } from '../../tests/fixtures/constants.ts';
import { writeSeed } from '../../tests/fixtures/writeSeed.ts';
import { writeSeedFiles } from '../../tests/fixtures/staffFiles.ts';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error(
    'Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must point at the emulators.',
  );
  process.exit(1);
}

const app = initializeApp({ projectId });
await writeSeed(getFirestore(app), getAuth(app));
// The seeded workers' CVs (staff documents hold only their paths); skipped where Storage cannot run.
if (process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
  const files = await writeSeedFiles(getStorage(app).bucket(`${projectId}.appspot.com`));
  console.log(`Seed files written: ${files}.`);
} else {
  console.log('Storage emulator not running: the seeded CV files were not written (their links answer 404).');
}
console.log('Seed written.');
