// Serialises emulator runs on one machine (several developers or helpers share the fixed ports).
// Re-runs the current script under `flock` once; a no-op where flock is missing or already held.
import { spawnSync } from 'node:child_process';

export function holdEmulatorLock() {
  if (process.env.HS_EMULATOR_LOCK === 'held') return;
  const probe = spawnSync('flock', ['--version'], { stdio: 'ignore' });
  if (probe.status !== 0) return;
  const result = spawnSync(
    'flock',
    ['/tmp/household-staff-emulators.lock', process.execPath, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, HS_EMULATOR_LOCK: 'held' },
    },
  );
  process.exit(result.status ?? 1);
}
