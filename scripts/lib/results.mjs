// Reads the JSON reports of Vitest and Playwright into { passed, failed, skipped, skippedNames }.
import { existsSync, readFileSync } from 'node:fs';

export function fromVitest(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const skippedNames = [];
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'pending' || test.status === 'skipped' || test.status === 'todo')
        skippedNames.push(test.fullName);
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    // A file that fails to load counts as one failure even when it declared no test.
    failed:
      (report.numFailedTests ?? 0) +
      ((report.numFailedTestSuites ?? 0) > 0 && (report.numFailedTests ?? 0) === 0 ? 1 : 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    skippedNames,
  };
}

export function fromPlaywright(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const skippedNames = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'skipped') {
          const reason = (test.annotations ?? []).find((a) => a.type === 'skip')?.description;
          skippedNames.push(`${[...trail, spec.title].join(' > ')}${reason ? ` (${reason})` : ''}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + ((report.errors ?? []).length > 0 && !stats.unexpected ? 1 : 0),
    skipped: stats.skipped ?? 0,
    skippedNames,
  };
}
