#!/usr/bin/env node
// npm run dev: emulators with the seeded data (no hosting) plus Vite with hot reload at :5173.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/emulatorSetup.mjs';
import { runEmulators } from './lib/firebaseCli.mjs';
import { run } from './lib/run.mjs';
import { exportedFunctionNames, waitUntilReady } from './lib/readiness.mjs';

if ((await run('npm', ['run', 'build', '-w', 'functions'])) !== 0) process.exit(1);
const emulators = runEmulators('start', { importDir: './emulator-data', withHosting: false });
// Vite prints its URL when it starts: start it only once every emulator and function is loaded.
await waitUntilReady({ emulators: emulators.setup.only, functions: exportedFunctionNames() });
const vite = spawn(
  process.execPath,
  [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--mode', 'emulator'],
  {
    cwd: path.join(root, 'web'),
    stdio: 'inherit',
  },
);
const stop = () => {
  vite.kill('SIGINT');
  emulators.child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', () => emulators.child.kill('SIGINT'));
process.exitCode = await emulators.done;
