import { defineConfig } from 'vitest/config';

// `npm run test:start`: npm start itself (scripts/start.mjs --no-build, after a build), one file, alone on
// the emulator ports: a malformed address and its children on exit (issue 39).
export default defineConfig({
  test: { include: ['start/**/*.test.ts'], environment: 'node', testTimeout: 300_000, hookTimeout: 60_000 },
});
