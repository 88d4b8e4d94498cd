// Runs inside `firebase emulators:exec` (see scripts/test.mjs): the emulator-backed suites.
// Rules (own project ids), the browser specs against the seeded demo project, the functions integration
// tests, which are free to change the demo data, and last the blank-project spec on the same emulators
// emptied (blankProject.mjs): a real project's first day.
// HS_SUITES (comma-separated: rules, e2e, functions, blank) picks some of them, in that order. npm test
// runs `rules,e2e` on one emulator run and `functions,blank` on a fresh one after it (2 cores), or two
// emulator runs at once (decision 034): `e2e` in one, `rules,functions,blank` in the other. Without
// HS_SUITES, all four run here.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { emptyEmulators } from './blankProject.mjs';
import { root } from './emulatorSetup.mjs';
import { run } from './run.mjs';
import { reportRulesCoverage } from './rulesCoverage.mjs';

const resultsDir = process.env.TEST_RESULTS_DIR;
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const playwright = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const tests = path.join(root, 'tests');

const chosen = new Set((process.env.HS_SUITES ?? 'rules,e2e,functions,blank').split(',').map((name) => name.trim()));
let failures = 0;
// Each suite's seconds, by the name of its report file (rules.json, e2e.json, ...): scripts/test.mjs
// prints them in its summary beside the suite's counts.
const seconds = {};
const reportOf = (values) => {
  const named = values.map(String).find((value) => value.endsWith('.json') && value.includes(resultsDir ?? '\0'));
  return named ? path.basename(named) : null;
};
// `output`: collect the step's output and print it whole when it ends (steps run side by side).
const step = async (title, command, args, env = {}, output = undefined) => {
  if (!output) console.log(`\n=== ${title} ===`);
  const start = Date.now();
  const code = await run(command, args, { cwd: tests, env, output });
  if (output) {
    console.log(`\n=== ${title} ===`);
    process.stdout.write(Buffer.concat(output));
  }
  const took = Math.round((Date.now() - start) / 1000);
  console.log(`--- ${title}: exit ${code} after ${took} s`);
  const report = reportOf([...args, ...Object.values(env)]);
  if (report && resultsDir) {
    seconds[report] = took;
    // One file per emulator run (two may run at once), merged by scripts/test.mjs.
    writeFileSync(path.join(resultsDir, `seconds-${process.pid}.json`), JSON.stringify(seconds));
  }
  if (code !== 0) failures += 1;
};
const rulesRun = (filters, json) => [
  vitest,
  'run',
  '--config',
  'vitest.emulator.config.ts',
  ...filters,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(resultsDir, json)}`,
];

// The Firestore rules files (project demo-rules) and the Storage rules files (demo-rules-storage, their
// own bucket objects) share no data: the two groups run side by side, each one file at a time. Mostly
// the emulators' time, so together they take about the longer group's time, not the sum.
const rules = async () => {
  await Promise.all([
    step(
      'Rules tests (Firestore emulator)',
      process.execPath,
      [...rulesRun(['rules'], 'rules.json'), '--exclude', '**/rules/storageRules*'],
      {},
      [],
    ),
    step(
      'Rules tests (Storage rules)',
      process.execPath,
      rulesRun(['rules/storageRules'], 'rules-storage.json'),
      {},
      [],
    ),
  ]);
  await reportRulesCoverage({ projectId: 'demo-rules' });
};

/** Every browser spec but the blank project's, with the password-change project last. */
const e2e = () =>
  step(
    'End-to-end specs (Chromium, hosting emulator)',
    process.execPath,
    [playwright, 'test', '--config', 'playwright.config.ts', '--project', 'chromium', '--project', 'password-change'],
    { E2E_JSON: path.join(resultsDir, 'e2e.json') },
  );

const functions = () =>
  step('Cloud Functions integration tests', process.execPath, [
    vitest,
    'run',
    '--config',
    'vitest.emulator.config.ts',
    'functions',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(resultsDir, 'functions.json')}`,
  ]);

const blank = async () => {
  console.log('\n=== Blank project: emptying Firestore, Storage and Auth (only the demo admin is created) ===');
  try {
    await emptyEmulators({ storage: process.env.STORAGE_EMULATOR_AVAILABLE === 'true' });
    await step(
      'End-to-end specs on a blank project (bootstrap, public pages, admin)',
      process.execPath,
      [playwright, 'test', '--config', 'playwright.config.ts', '--project', 'blank'],
      {
        E2E_BLANK: '1',
        E2E_JSON: path.join(resultsDir, 'e2e-blank.json'),
        // Its own output folder: the other specs may still be running (npm test's other lane).
        E2E_OUTPUT: path.join(root, '.cache', 'playwright-output-blank'),
      },
    );
  } catch (error) {
    // No e2e-blank.json: the summary counts the suite as not run (a failure).
    console.error(
      `Could not empty the emulators for the blank-project spec: ${error instanceof Error ? error.message : String(error)}`,
    );
    failures += 1;
  }
};

if (chosen.has('rules')) await rules();
if (chosen.has('e2e')) await e2e();
if (chosen.has('functions')) await functions();
if (chosen.has('blank')) await blank();

process.exit(failures > 0 ? 1 : 0);
