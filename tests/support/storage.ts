// Whether the Cloud Storage emulator runs in this test run (set by scripts/test.mjs).
export const storageAvailable = process.env.STORAGE_EMULATOR_AVAILABLE === 'true';
export const storageSkipReason =
  'needs the Cloud Storage emulator, whose rules runtime cannot be downloaded on this offline machine';
