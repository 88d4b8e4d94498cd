#!/usr/bin/env node
// Regenerates the committed emulator-data/ export from tests/fixtures (npm run seed).
// Starts Auth, Firestore and Storage (no functions: the export holds exactly the fixtures), writes the
// seed, exports to a temporary folder, then replaces emulator-data/ with it.
import { mkdtempSync, rmSync, cpSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { emulatorSetup, projectId, root } from './lib/emulatorSetup.mjs';
import { holdEmulatorLock } from './lib/lock.mjs';

holdEmulatorLock();

const exportDir = path.join(mkdtempSync(path.join(tmpdir(), 'seed-export-')), 'data');
const setup = emulatorSetup({ withHosting: false, withFunctions: false });
for (const note of setup.notes) console.log(`[emulators] ${note}`);

const firebaseBin = path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
const seedScript = `"${process.execPath}" scripts/lib/seedEmulators.mjs`;
const child = spawn(
  process.execPath,
  [
    firebaseBin,
    'emulators:exec',
    '--project',
    projectId,
    '--only',
    setup.storage ? 'auth,firestore,storage' : 'auth,firestore',
    '--export-on-exit',
    exportDir,
    seedScript,
  ],
  { cwd: root, env: setup.env, stdio: 'inherit' },
);
const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
if (code !== 0 || !existsSync(exportDir)) {
  console.error('Seeding failed; emulator-data/ left as it was.');
  process.exit(1);
}
const target = path.join(root, 'emulator-data');
rmSync(target, { recursive: true, force: true });
cpSync(exportDir, target, { recursive: true });
rmSync(path.dirname(exportDir), { recursive: true, force: true });
console.log(`emulator-data/ regenerated from tests/fixtures.`);
