// A bench in an emulator run of its own (scripts/bench/adminStaff.mjs, dashboardReads.mjs): starts
// `script --inside` under `firebase emulators:exec` from ./emulator-data, waits for the raw JSON it writes
// to the file named by `outEnv`, then writes bench-results/{name}.json and {name}.md and prints the table.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Resolves with the results (the raw JSON with `finishedAt`), or null when the run did not complete. */
export async function benchInOwnRun({ name, label, script, outEnv, extraEnv = {}, emulators = {}, markdown }) {
  const { runEmulators } = await import('../lib/firebaseCli.mjs');
  const tmp = path.join(root, '.cache', 'bench');
  mkdirSync(tmp, { recursive: true });
  const rawFile = path.join(tmp, `${name}.json`);
  rmSync(rawFile, { force: true });
  const { done } = runEmulators('exec', {
    importDir: './emulator-data',
    ...emulators,
    script: `"${process.execPath}" ${script} --inside`,
    extraEnv: { [outEnv]: rawFile, ...extraEnv },
  });
  const code = await done;
  if (!existsSync(rawFile)) {
    console.error(`[${label}] the measurements did not complete (emulators exited with ${code}).`);
    return null;
  }
  const results = { finishedAt: new Date().toISOString(), ...JSON.parse(readFileSync(rawFile, 'utf8')) };
  const outDir = path.join(root, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  const table = markdown(results);
  writeFileSync(path.join(outDir, `${name}.md`), `${table}\n`);
  console.log(`\n${table}\nWritten to bench-results/${name}.json and bench-results/${name}.md`);
  return results;
}

/**
 * The command line of such a bench, when `moduleUrl` is the script node runs: `--inside` measures (under the
 * emulators); otherwise it takes the emulator lock and starts its own run. Exits 0, or 1 when nothing completed.
 */
export async function benchMain(moduleUrl, inside, run) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  if (process.argv.includes('--inside')) {
    await inside();
    process.exit(0);
  }
  const { holdEmulatorLock } = await import('../lib/lock.mjs');
  holdEmulatorLock();
  const results = await run();
  process.exit(results ? 0 : 1);
}
