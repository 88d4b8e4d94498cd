// A second emulator run beside the first: its own network namespace (the same fixed ports on its own
// loopback) and its own TMPDIR (the Storage emulator keeps its files there). Used by npm test to run
// the rules and functions suites beside the browser specs (docs/HELPERS.md does the same by hand).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './emulatorSetup.mjs';

/**
 * Whether npm test should run two emulator lanes: `setting` (HS_TEST_LANES) '1' or '0' decides; unset,
 * a machine of 4 cores or more does (on 2 cores the lanes overloaded the machine: decision 034).
 * @param {{ setting?: string, cores: number }} options
 */
export function wantsLanes({ setting, cores }) {
  if (setting === '1') return true;
  if (setting === '0') return false;
  return cores >= 4;
}

/** True where this process may make a network namespace (root, or unprivileged user namespaces). */
export function canIsolate() {
  const probe = spawnSync('unshare', ['-n', 'sh', '-c', 'ip link set lo up'], { stdio: 'ignore' });
  return probe.status === 0;
}

/**
 * Runs `node scripts/emulators.mjs exec <script>` in a network namespace of its own. Its output goes to
 * a log file (printed whole by the caller: two runs' streams would interleave line by line).
 * @param {{ script: string, importDir?: string, env?: Record<string, string> }} options
 * @returns {{ done: Promise<number>, log: string }}
 */
export function runIsolated({ script, importDir, env = {} }) {
  const temp = mkdtempSync(path.join(tmpdir(), 'hs-side-'));
  const log = path.join(temp, 'emulators.log');
  const out = openSync(log, 'w');
  const args = [path.join(root, 'scripts', 'emulators.mjs'), 'exec', script];
  if (importDir) args.push('--import', importDir);
  const child = spawn('unshare', ['-n', 'sh', '-c', 'ip link set lo up && exec "$0" "$@"', process.execPath, ...args], {
    cwd: root,
    // The machine-wide emulator lock is for runs sharing one loopback; this one has its own.
    env: { ...process.env, ...env, HS_EMULATOR_LOCK: 'held', TMPDIR: temp, FORCE_COLOR: '0' },
    stdio: ['ignore', out, out],
  });
  const done = new Promise((resolve) => {
    child.on('error', () => resolve(127));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return { done, log };
}
