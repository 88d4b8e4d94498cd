#!/usr/bin/env node
// npm test: type check, lint, unit tests, build, then the emulator-backed suites in one emulator run.
// Ends with one line `N passed, N failed, N skipped` summed over every suite.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { root } from './lib/emulatorSetup.mjs';
import { runEmulators } from './lib/firebaseCli.mjs';
import { canIsolate, runIsolated, wantsLanes } from './lib/isolated.mjs';
import { fromPlaywright, fromVitest } from './lib/results.mjs';
import { inPool, run } from './lib/run.mjs';
import { holdEmulatorLock } from './lib/lock.mjs';
import { resolveBrowser } from './lib/browser.mjs';

holdEmulatorLock();
// The emulators print a line per hosting request and two per function run (about 20,000 lines a run),
// which the CLI formats and writes to the terminal: QUIET keeps the functions' output, warnings and errors
// (scripts/lib/firebaseCli.mjs; the second lane's emulators inherit it).
process.env.HS_EMULATOR_LOG_VERBOSITY ??= 'QUIET';

const resultsDir = path.join(root, '.cache', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const eslint = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');
const prettier = path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
const rolldown = path.join(root, 'node_modules', 'rolldown', 'bin', 'cli.mjs');

/** name -> { passed, failed, skipped, skippedNames, seconds? } */
const suites = new Map();
const record = (name, result, seconds) =>
  suites.set(name, { ...(result ?? { passed: 0, failed: 1, skipped: 0, skippedNames: [], missing: true }), seconds });
const startedAt = Date.now();
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};
const since = (start) => Math.round((Date.now() - start) / 1000);
// Each step's output is collected and printed whole when it ends: the static checks, unit suites and
// builds run two at a time (this 2-core machine idles a core while one tsc or eslint runs).
// The type checks, lint and the format check run at the lowest CPU priority (`nice`): the emulator-backed
// suites start beside them (right after the builds) and their specs wait on pages and triggers with
// timeouts, while a type check only takes longer. The builds keep the normal priority (the suites wait
// for them), and so do the unit suites (their tests have timeouts too).
const canNice = spawnSync('nice', ['-n', '19', 'true'], { stdio: 'ignore' }).status === 0;
// Two emulator lanes (decision 034) where they pay: 4 cores or more, and a network namespace can be made.
// On the 2-core machine the browser specs and the functions tests beside each other ran at a load of 15
// and triggers came late enough to fail specs waiting for them, so there everything runs in one lane,
// started right after the builds, beside the niced static checks. HS_TEST_LANES=1 or 0 forces the choice.
const lanes = wantsLanes({ setting: process.env.HS_TEST_LANES, cores: availableParallelism() }) && canIsolate();
console.log(
  lanes
    ? '[test] Two emulator lanes: the browser specs; rules, functions and the blank project (decision 034).'
    : '[test] One emulator lane (beside the static checks): rules and functions side by side, then the blank project; then the browser specs on fresh emulators.',
);
const step = async (name, command, args, options = {}) => {
  const start = Date.now();
  const output = [];
  const [how, withArgs] = options.niced && canNice ? ['nice', ['-n', '19', command, ...args]] : [command, args];
  const code = await run(how, withArgs, { ...options, output });
  console.log(`\n=== ${name} === (${since(start)} s)`);
  process.stdout.write(Buffer.concat(output));
  return { code, seconds: since(start) };
};
const check = async (name, command, args, options) => {
  const { code, seconds } = await step(name, command, args, options);
  record(name, { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, skippedNames: [] }, seconds);
  return code === 0;
};
const vitestSuite = async (name, cwd, args, file) => {
  const json = path.join(resultsDir, file);
  const { seconds } = await step(
    name,
    process.execPath,
    [vitest, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`],
    {
      cwd,
    },
  );
  record(name, fromVitest(json), seconds);
};

// The steps run two at a time; the summary lists them in this order, whichever finishes first.
const checkStep = (name, command, args) => ({
  names: [name],
  run: () => check(name, command, args, { niced: true }),
});
const vitestStep = (name, cwd, args, file) => ({ names: [name], run: () => vitestSuite(name, cwd, args, file) });
let built = false;
/** The emulator-backed suites, started as soon as the builds are done (see startEmulatorSuites). */
let emulatorRuns = null;
const steps = [
  // The builds first (the longest chain); web after functions (the web build also writes functions/ssr).
  // The emulator-backed suites start right after them, beside the remaining static checks and unit tests.
  {
    names: ['Build (functions)', 'Build (web, emulator mode)'],
    run: async () => {
      built =
        // The bundle only: its type check is the functions' own step (npm run build runs both).
        (await check('Build (functions)', process.execPath, [rolldown, '-c', 'rolldown.config.mjs'], {
          cwd: path.join(root, 'functions'),
        })) && (await check('Build (web, emulator mode)', 'npm', ['run', 'build', '-w', 'web']));
      // The emulator run starts right away, beside the static checks (niced: they take what the suites
      // leave idle, about 1.5 % of a core when both want it).
      // Not awaited: the run's end is awaited after the static checks (awaiting it here held one of the
      // pool's two slots for the whole run).
      if (built) emulatorRuns = startEmulatorSuites();
    },
  },
  ...['model', 'web', 'functions', 'tests'].map((workspace) =>
    checkStep(`Type check (${workspace})`, process.execPath, [tsc, '-p', workspace, '--noEmit']),
  ),
  checkStep('Lint', process.execPath, [eslint, '.', '--max-warnings=0']),
  checkStep('Format (prettier --check)', process.execPath, [prettier, '--check', '.', '--log-level=warn']),
  vitestStep('Unit tests (model)', path.join(root, 'model'), [], 'unit-model.json'),
  vitestStep('Unit tests (web)', path.join(root, 'web'), [], 'unit-web.json'),
  vitestStep('Unit tests (functions)', path.join(root, 'functions'), [], 'unit-functions.json'),
  vitestStep(
    'Unit tests (tests/unit)',
    path.join(root, 'tests'),
    ['--config', 'vitest.unit.config.ts'],
    'unit-tests.json',
  ),
];

/**
 * Starts the emulator-backed suites (scripts/lib/emulatorSuites.mjs) and returns their end as a promise.
 * Where a network namespace can be made, two emulator runs go side by side, each with the seed: here
 * the browser specs; in a namespace of their own (same ports, own loopback; isolated.mjs) the rules
 * suites beside the functions integration tests, then the blank project (which empties its emulators).
 * One run in order left the machine idle about half the time (decision 034). In one lane (2 cores, or
 * no namespace), that second run goes first, then the browser specs on a fresh emulator run.
 */
async function startEmulatorSuites() {
  const browser = await resolveBrowser(process.env, { headless: true });
  if ('error' in browser) return Promise.resolve({ error: browser.error });
  console.log('\n=== Emulator-backed suites (started) ===');
  const start = Date.now();
  // Node's compile cache for every node process of the emulator runs: the functions emulator starts one
  // worker per function and per concurrent call (about 100 a run, each loading firebase-admin and
  // firebase-functions: 0.50 CPU-s without the cache, 0.36 with it), and the firebase CLI, vitest and
  // Playwright start several times. The type checks are left out: tsc ran no faster with it.
  const extraEnv = {
    TEST_RESULTS_DIR: resultsDir,
    CHROME_PATH: browser.path,
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(root, '.cache', 'node-compile-cache'),
  };
  const script = `"${process.execPath}" scripts/lib/emulatorSuites.mjs`;
  const isolated = lanes;
  const side = isolated
    ? runIsolated({
        script,
        importDir: './emulator-data',
        env: { ...extraEnv, HS_SUITES: 'rules+functions,blank' },
      })
    : null;
  // One lane: the rules and the functions tests side by side (the functions tests mostly wait for
  // triggers: alone they kept 1.2 to 1.6 of the 2 cores busy), then the blank project on those emulators
  // emptied; then the browser specs on emulators of their own, started with the seed again. The browser
  // specs come last on their emulators: the Firestore emulator keeps a WebChannel of theirs and, once it
  // holds 10,000 changes, fails to send it each new one in a loop (a core and a 450 MB log;
  // tests/e2e/support/firestoreChannels.ts ends the channels it can see), which took the functions tests
  // from 210-235 s to 260-270 s when they ran after the browser specs.
  const first = runEmulators('exec', {
    importDir: './emulator-data',
    script,
    extraEnv: { ...extraEnv, HS_SUITES: isolated ? 'e2e' : 'rules+functions,blank' },
  });
  return (async () => {
    let code = await first.done;
    let setup = first.setup;
    if (!isolated) {
      const browsers = runEmulators('exec', {
        importDir: './emulator-data',
        script,
        extraEnv: { ...extraEnv, HS_SUITES: 'e2e' },
      });
      code = Math.max(code, await browsers.done);
      setup = browsers.setup;
    }
    const sideCode = side ? await side.done : 0;
    if (side) {
      console.log('\n=== Second lane: rules, functions and blank project (own emulators) ===');
      process.stdout.write(readFileSync(side.log));
    }
    return { code, sideCode, setup, seconds: since(start) };
  })();
}

// A step that never reports (the web build after a failed functions build) counts as not run.
for (const name of steps.flatMap((s) => s.names))
  record(name, { passed: 0, failed: 1, skipped: 0, skippedNames: [], missing: true });
await inPool(
  steps.map((s) => s.run),
  2,
);
if (built)
  await vitestSuite('Bundle budget', path.join(root, 'tests'), ['--config', 'vitest.build.config.ts'], 'bundle.json');

let storageNote = '';
if (emulatorRuns) {
  const ended = await emulatorRuns;
  if ('error' in ended) {
    console.error(`\nStopped before the emulator-backed suites. ${ended.error}`);
    process.exit(1);
  }
  const { code, sideCode, setup } = ended;
  // One figure for the emulator runs (start, seed import, the suites, shutdown); the suites' own
  // durations are printed by scripts/lib/emulatorSuites.mjs as they finish.
  record(
    'Emulator-backed suites (time only)',
    { passed: 0, failed: 0, skipped: 0, skippedNames: [], timeOnly: true },
    ended.seconds,
  );
  if (!setup.storage) storageNote = setup.notes.find((note) => note.startsWith('Storage')) ?? '';
  // Each suite's own time, as scripts/lib/emulatorSuites.mjs measured it (one file per emulator run).
  const suiteSeconds = Object.assign(
    {},
    ...readdirSync(resultsDir)
      .filter((file) => /^seconds-\d+\.json$/.test(file))
      .map((file) => readJson(path.join(resultsDir, file)) ?? {}),
  );
  const suite = (name, report, read) => record(name, read(path.join(resultsDir, report)), suiteSeconds[report]);
  suite('Rules tests (Firestore)', 'rules.json', fromVitest);
  suite('Rules tests (Storage)', 'rules-storage.json', fromVitest);
  suite('End-to-end specs', 'e2e.json', fromPlaywright);
  suite('Functions integration tests', 'functions.json', fromVitest);
  suite('End-to-end specs (blank project)', 'e2e-blank.json', fromPlaywright);
  if ((code !== 0 || sideCode !== 0) && [...suites.values()].every((s) => s.failed === 0))
    record('Emulator run', { passed: 0, failed: 1, skipped: 0, skippedNames: [] });
}

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\n=== Summary ===');
for (const [name, result] of suites) {
  passed += result.passed;
  failed += result.failed;
  skipped += result.skipped;
  const took = result.seconds === undefined ? '' : ` [${result.seconds} s]`;
  if (result.timeOnly) {
    console.log(`     ${name}${took}`);
    continue;
  }
  const flag = result.failed > 0 ? 'FAIL' : 'ok  ';
  console.log(
    `${flag} ${name}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped${result.missing ? ' (no report: the suite did not run)' : ''}${took}`,
  );
}
console.log(`Total time: ${since(startedAt)} s`);
const shownPerSuite = 8;
if (skipped > 0) {
  console.log(`\nSkipped (${skipped}):`);
  for (const [name, result] of suites) {
    if (result.skippedNames.length === 0) continue;
    console.log(`  ${name}:`);
    for (const test of result.skippedNames.slice(0, shownPerSuite)) console.log(`    - ${test}`);
    const more = result.skippedNames.length - shownPerSuite;
    if (more > 0) console.log(`    - ... and ${more} more (full list in .cache/test-results/)`);
  }
  if (storageNote) console.log(`Reason: ${storageNote}`);
}
// Failures last, so the tail of a CI log names them.
if (failed > 0) {
  console.log(`\nFailed (${failed}):`);
  for (const [name, result] of suites) {
    if (result.failed === 0) continue;
    const names = result.failedNames ?? [];
    console.log(`  ${name}:${names.length === 0 ? ' (its own output above says why)' : ''}`);
    for (const test of names.slice(0, shownPerSuite)) console.log(`    - ${test}`);
    if (names.length > shownPerSuite)
      console.log(`    - ... and ${names.length - shownPerSuite} more (full list in .cache/test-results/)`);
  }
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
