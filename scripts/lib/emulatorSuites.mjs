// Runs inside `firebase emulators:exec` (see scripts/test.mjs): the emulator-backed suites.
// Rules (own project ids), the browser specs against the seeded demo project, the functions integration
// tests, which are free to change the demo data, and the blank-project spec on the same emulators
// emptied (blankProject.mjs): a real project's first day.
// HS_SUITES picks some of them (rules, e2e, functions, blank): comma-separated steps run in that order,
// `+` joins suites that run side by side (`rules+functions,blank`). npm test runs `rules+functions,blank`
// on one emulator run and `e2e` on a fresh one after it (2 cores), or two emulator runs at once (decision
// 034): `e2e` in one, `rules+functions,blank` in the other. Without HS_SUITES, all four run here, in turn.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { emptyEmulators } from './blankProject.mjs';
import { root } from './emulatorSetup.mjs';
import { run } from './run.mjs';
import { reportRulesCoverage } from './rulesCoverage.mjs';
import { warmAndReport } from './warmTriggers.mjs';

const resultsDir = process.env.TEST_RESULTS_DIR;
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const playwright = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const tests = path.join(root, 'tests');

/** The steps in order, each the suites it runs side by side. */
const plan = (process.env.HS_SUITES ?? 'rules,e2e,functions,blank')
  .split(',')
  .map((group) => group.split('+').map((name) => name.trim()))
  .filter((group) => group.some(Boolean));
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

/**
 * Every browser spec but the blank project's, with the password-change project last. Without Playwright
 * traces unless E2E_TRACE=1 (decision 034: about 35 s of a run on a fast machine); a failing spec still
 * prints its error, call log, screenshot path and what the browser saw (tests/e2e/support/visitor.ts).
 */
const e2e = async () => {
  await warmAndReport();
  await step(
    'End-to-end specs (Chromium, hosting emulator)',
    process.execPath,
    [playwright, 'test', '--config', 'playwright.config.ts', '--project', 'chromium', '--project', 'password-change'],
    { E2E_JSON: path.join(resultsDir, 'e2e.json'), E2E_TRACE: process.env.E2E_TRACE ?? '0' },
  );
};

// `sideBySide`: another suite runs meanwhile, so the output is printed whole when the suite ends.
const functions = async (sideBySide) => {
  await warmAndReport();
  await step(
    'Cloud Functions integration tests',
    process.execPath,
    [
      vitest,
      'run',
      '--config',
      'vitest.emulator.config.ts',
      'functions',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(resultsDir, 'functions.json')}`,
    ],
    {},
    sideBySide ? [] : undefined,
  );
};

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
        // No traces, as for the other specs (E2E_TRACE=1 brings them back): recording them made this run
        // 82 s against 58 s (fifteenth session); they were left on here when the other specs turned them off.
        E2E_TRACE: process.env.E2E_TRACE ?? '0',
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

const suites = { rules, e2e, functions, blank };
for (const group of plan) {
  const unknown = group.filter((name) => !(name in suites));
  if (unknown.length > 0) {
    console.error(`HS_SUITES: no suite named ${unknown.join(', ')} (known: ${Object.keys(suites).join(', ')})`);
    process.exit(2);
  }
  await Promise.all(group.map((name) => suites[name](group.length > 1)));
}

process.exit(failures > 0 ? 1 : 0);
