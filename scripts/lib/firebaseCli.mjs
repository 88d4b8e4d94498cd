// Runs the pinned firebase-tools CLI with the project's emulator setup.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { configWithUi, emulatorSetup, projectId, root } from './emulatorSetup.mjs';

const firebaseBin = path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

/**
 * Whether every function runs in one Functions emulator worker (decision 045): the emulator's debug mode
 * (`--inspect-functions`) starts one Node process for all functions and runs them one at a time, instead of
 * a process per function started by its first event (each loads firebase-admin and the whole bundle, 1.5 to
 * 2.5 CPU-s on the 2-core machine, some 70 of them in a run of the functions tests). npm test and the
 * test:* scripts set HS_FUNCTIONS_WORKER=shared; npm start and the bench keep a worker per function, as
 * production runs each function on instances of its own.
 * @param {{ oneFunctionsWorker?: boolean }} options
 */
export function oneFunctionsWorker(options = {}, env = process.env) {
  return options.oneFunctionsWorker ?? env.HS_FUNCTIONS_WORKER === 'shared';
}

/**
 * The firebase CLI's arguments for `emulators:<command>`. `--inspect-functions` comes before `--project`:
 * it takes an optional port, and an `exec` script right after it would be read as one.
 * @param {'start' | 'exec'} command
 * @param {{ only: string[], config?: string, importDir?: string, verbosity?: string, oneFunctionsWorker?: boolean, script?: string }} how
 */
export function emulatorArguments(command, how) {
  const args = [`emulators:${command}`];
  if (how.oneFunctionsWorker) args.push('--inspect-functions');
  args.push('--project', projectId, '--only', how.only.join(','));
  if (how.config) args.push('--config', how.config);
  if (how.importDir) args.push('--import', how.importDir);
  if (how.verbosity) args.push('--log-verbosity', how.verbosity);
  if (command === 'exec') args.push(how.script ?? 'true');
  return args;
}

/**
 * Starts `firebase emulators:<command>` and resolves with its exit code.
 * @param {'start' | 'exec'} command
 * `ownGroup` (npm start): the CLI and everything it starts (the Java emulators too) run in a process group
 * of their own, with the bad-address guard (urlGuard.mjs) preloaded; `stopAll()` then ends the whole group,
 * so nothing is left running after the CLI exits or crashes.
 * @param {{ importDir?: string, script?: string, withHosting?: boolean, withFunctions?: boolean, quiet?: boolean, logVerbosity?: 'DEBUG' | 'INFO' | 'QUIET' | 'SILENT', extraEnv?: Record<string,string>, ownGroup?: boolean, oneFunctionsWorker?: boolean }} options
 */
export function runEmulators(command, options = {}) {
  const setup = emulatorSetup(options);
  for (const note of setup.notes) console.log(`[emulators] ${note}`);
  if (oneFunctionsWorker(options))
    console.log('[emulators] Functions: one worker runs every function, one at a time (decision 045).');
  const args = [
    firebaseBin,
    ...emulatorArguments(command, {
      only: setup.only,
      config: setup.ui ? configWithUi() : undefined,
      importDir: options.importDir,
      // npm test sets QUIET (scripts/test.mjs): the emulators' own lines (every hosting request, every function
      // run's start and end) go to firebase-debug.log only; the functions' output, warnings and errors still show.
      verbosity: options.logVerbosity ?? process.env.HS_EMULATOR_LOG_VERBOSITY,
      oneFunctionsWorker: oneFunctionsWorker(options),
      script: options.script,
    }),
  ];
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
