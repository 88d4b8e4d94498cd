// Runs a command with the project's Node 22 first on PATH; resolves with the exit code.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './emulatorSetup.mjs';

// `output`: an array that collects stdout and stderr instead of printing them (for steps run side by
// side, whose output is printed whole when each ends).
export function run(command, args, { cwd = root, env = {}, quiet = false, output } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: {
        ...process.env,
        PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
        ...(output ? { FORCE_COLOR: '0' } : {}),
        ...env,
      },
      stdio: quiet ? 'ignore' : output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (output) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', () => resolve(127));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs async `jobs` (functions) at most `limit` at a time; resolves when all are done. */
export async function inPool(jobs, limit) {
  const queue = [...jobs];
  const lane = async () => {
    while (queue.length > 0) await queue.shift()();
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, lane));
}
