import { defineConfig } from 'vitest/config';

// Checks of the built web app (web/dist); run after `npm run build -w web` (scripts/test.mjs does).
export default defineConfig({
  test: { include: ['build/**/*.test.ts'], environment: 'node' },
});
