// The build the tests run (emulator mode, scripts/test.mjs) is exactly what `firebase deploy` must refuse:
// scripts/check-bundle.mjs (the hosting and functions predeploy) exits 1 on it. The passing production
// case is tests/unit/bundleCheck.test.ts.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('the deploy check refuses the emulator build in web/dist and functions/ssr', () => {
  const run = spawnSync('node', ['scripts/check-bundle.mjs'], { cwd: root, encoding: 'utf8' });
  expect(run.stderr).toContain('VITE_USE_EMULATORS=true');
  expect(run.stderr).toContain('demo-household-staff');
  expect(run.status).toBe(1);
});
