import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Test files share one module graph per worker (decision 042): importing each file's dependencies afresh was
    // most of the run (web 42 s alone against 7 s). A test that changes a global or a module's state restores it.
    isolate: false,
  },
});
