#!/usr/bin/env node
// Emulator launcher: `node scripts/emulators.mjs [start|exec "<command>"] [--import DIR] [--no-hosting]`.
// Used by npm start, npm run dev and npm test; see scripts/lib/emulatorSetup.mjs for the machine checks.
import { runEmulators } from './lib/firebaseCli.mjs';
import { holdEmulatorLock } from './lib/lock.mjs';

holdEmulatorLock();

const argv = process.argv.slice(2);
const command = argv[0] === 'exec' ? 'exec' : 'start';
const importIndex = argv.indexOf('--import');
const importDir = importIndex >= 0 ? argv[importIndex + 1] : undefined;
const script = command === 'exec' ? argv[1] : undefined;

const { done } = runEmulators(command, { importDir, script, withHosting: !argv.includes('--no-hosting') });
process.exitCode = await done;
