import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Pure tests that need no emulator (index coverage, fixture sanity). `@/` is the web app's alias, for the
// pages' own validators (unit/seedValidators.test.ts).
export default defineConfig({
  resolve: { alias: { '@/': fileURLToPath(new URL('../web/src/', import.meta.url)) } },
  // Test files share one module graph per worker (decision 042): importing each file's dependencies afresh was
  // most of the run (web 42 s alone against 7 s). A test that changes a global or a module's state restores it.
  test: { include: ['unit/**/*.test.ts'], environment: 'node', isolate: false },
});
