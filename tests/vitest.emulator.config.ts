import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Rules and Cloud Functions integration suites; they run inside `firebase emulators:exec`.
// One file at a time: the suites share the emulators. `@/` is the web app's alias (the staff list's own
// address parsing, functions/staffFacts.test.ts).
export default defineConfig({
  resolve: { alias: { '@/': fileURLToPath(new URL('../web/src/', import.meta.url)) } },
  test: {
    include: ['rules/**/*.test.ts', 'functions/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // The files share one module graph (decision 042): the Admin SDK app and the support modules are made once,
    // not per file. The functions tests alone: 223 s against 273 s; the rules files, five, barely change.
    isolate: false,
    // A test may wait on two triggers, each up to eventually()'s minute (support/adminSdk.ts).
    testTimeout: 150_000,
    hookTimeout: 60_000,
  },
});
