// Runs the pinned firebase-tools CLI with the project's emulator setup.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { configWithUi, emulatorSetup, projectId, root } from './emulatorSetup.mjs';

const firebaseBin = path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

/**
 * Starts `firebase emulators:<command>` and resolves with its exit code.
 * @param {'start' | 'exec'} command
 * `ownGroup` (npm start): the CLI and everything it starts (the Java emulators too) run in a process group
 * of their own, with the bad-address guard (urlGuard.mjs) preloaded; `stopAll()` then ends the whole group,
 * so nothing is left running after the CLI exits or crashes.
 * @param {{ importDir?: string, script?: string, withHosting?: boolean, withFunctions?: boolean, quiet?: boolean, logVerbosity?: 'DEBUG' | 'INFO' | 'QUIET' | 'SILENT', extraEnv?: Record<string,string>, ownGroup?: boolean }} options
 */
export function runEmulators(command, options = {}) {
  const setup = emulatorSetup(options);
  for (const note of setup.notes) console.log(`[emulators] ${note}`);
  const args = [firebaseBin, `emulators:${command}`, '--project', projectId, '--only', setup.only.join(',')];
  if (setup.ui) args.push('--config', configWithUi());
  if (options.importDir) args.push('--import', options.importDir);
  // npm test sets QUIET (scripts/test.mjs): the emulators' own lines (every hosting request, every function
  // run's start and end) go to firebase-debug.log only; the functions' output, warnings and errors still show.
  const verbosity = options.logVerbosity ?? process.env.HS_EMULATOR_LOG_VERBOSITY;
  if (verbosity) args.push('--log-verbosity', verbosity);
  if (command === 'exec') args.push(options.script ?? 'true');
  const guard = options.ownGroup
    ? ['--import', pathToFileURL(path.join(root, 'scripts', 'lib', 'urlGuard.mjs')).href]
    : [];
  const child = spawn(process.execPath, [...guard, ...args], {
    cwd: root,
    env: { ...setup.env, STORAGE_EMULATOR_AVAILABLE: String(setup.storage), ...(options.extraEnv ?? {}) },
    stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: Boolean(options.ownGroup),
  });
  const done = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  /** Sends `signal` to the CLI's whole process group (ownGroup), else to the CLI. */
  const signalAll = (signal) => {
    try {
      if (options.ownGroup && child.pid) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      // already gone
    }
  };
  /** Asks the CLI to stop (it stops its emulators), then ends whatever of its group is still running. */
  const stopAll = async (graceMs = 15_000) => {
    signalAll('SIGINT');
    const timer = setTimeout(() => signalAll('SIGKILL'), graceMs);
    await done;
    clearTimeout(timer);
    signalAll('SIGKILL');
  };
  return { child, done, setup, stopAll, signalAll };
}
