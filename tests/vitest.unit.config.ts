import { defineConfig } from 'vitest/config';

// Pure tests that need no emulator (index coverage, fixture sanity).
export default defineConfig({
  test: { include: ['unit/**/*.test.ts'], environment: 'node' },
});
