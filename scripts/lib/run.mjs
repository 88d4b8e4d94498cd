// Runs a command with the project's Node 22 first on PATH; resolves with the exit code.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './emulatorSetup.mjs';

export function run(command, args, { cwd = root, env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: {
        ...process.env,
        PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
        ...env,
      },
      stdio: quiet ? 'ignore' : 'inherit',
    });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
