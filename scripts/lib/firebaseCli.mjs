// Runs the pinned firebase-tools CLI with the project's emulator setup.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { configWithUi, emulatorSetup, projectId, root } from './emulatorSetup.mjs';

const firebaseBin = path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

/**
 * Starts `firebase emulators:<command>` and resolves with its exit code.
 * @param {'start' | 'exec'} command
 * @param {{ importDir?: string, script?: string, withHosting?: boolean, withFunctions?: boolean, quiet?: boolean, extraEnv?: Record<string,string> }} options
 */
export function runEmulators(command, options = {}) {
  const setup = emulatorSetup(options);
  for (const note of setup.notes) console.log(`[emulators] ${note}`);
  const args = [firebaseBin, `emulators:${command}`, '--project', projectId, '--only', setup.only.join(',')];
  if (setup.ui) args.push('--config', configWithUi());
  if (options.importDir) args.push('--import', options.importDir);
  if (command === 'exec') args.push(options.script ?? 'true');
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...setup.env, STORAGE_EMULATOR_AVAILABLE: String(setup.storage), ...(options.extraEnv ?? {}) },
    stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const done = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return { child, done, setup };
}
