import { defineConfig } from 'vitest/config';

// Rules and Cloud Functions integration suites; they run inside `firebase emulators:exec`.
// One file at a time: the suites share the emulators.
export default defineConfig({
  test: {
    include: ['rules/**/*.test.ts', 'functions/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
