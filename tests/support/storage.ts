// Whether the Cloud Storage emulator runs in this test run (set by scripts/lib/firebaseCli.mjs).
// It runs wherever firebase-tools' own rules runtime is cached or the project's stand-in
// (tools/storage-rules-runtime, decision 005) can be built against the Cloud SDK Firestore jar.
export const storageAvailable = process.env.STORAGE_EMULATOR_AVAILABLE === 'true';
export const storageSkipReason =
  "needs the Cloud Storage emulator: this machine has neither firebase-tools' rules runtime jar nor the Cloud SDK Firestore emulator jar (and javac) to build the stand-in from";
