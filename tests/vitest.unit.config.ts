import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Pure tests that need no emulator (index coverage, fixture sanity). `@/` is the web app's alias, for the
// pages' own validators (unit/seedValidators.test.ts).
export default defineConfig({
  resolve: { alias: { '@/': fileURLToPath(new URL('../web/src/', import.meta.url)) } },
  test: { include: ['unit/**/*.test.ts'], environment: 'node' },
});
