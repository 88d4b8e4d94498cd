// Reads the JSON reports of Vitest and Playwright into { passed, failed, skipped, skippedNames }.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function fromVitest(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const skippedNames = [];
  const failedNames = [];
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'pending' || test.status === 'skipped' || test.status === 'todo')
        skippedNames.push(test.fullName);
      if (test.status === 'failed') failedNames.push(withReason(test.fullName, (test.failureMessages ?? [])[0]));
    }
    if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0)
      failedNames.push(withReason(suite.name, suite.message));
  }
  return {
    passed: report.numPassedTests ?? 0,
    // A file that fails to load counts as one failure even when it declared no test.
    failed:
      (report.numFailedTests ?? 0) +
      ((report.numFailedTestSuites ?? 0) > 0 && (report.numFailedTests ?? 0) === 0 ? 1 : 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    skippedNames,
    failedNames,
  };
}

export function fromPlaywright(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const skippedNames = [];
  const failedNames = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') {
          const last = (test.results ?? []).at(-1);
          const error = last?.error ?? last?.errors?.[0];
          const where = error?.location ? ` (${path.basename(error.location.file)}:${error.location.line})` : '';
          failedNames.push(withReason(`${[...trail, spec.title].join(' > ')}${where}`, error?.message));
        }
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
    failedNames: [...failedNames, ...(report.errors ?? []).map((e) => withReason('(outside any test)', e.message))],
  };
}

// A failure's name and the head of its message (up to four lines before Playwright's call log, no stack frames: the
// assertion, its locator, what was expected and what was received), colour codes removed, so the
// last lines of a CI log say what broke without the full report.
function withReason(name, message) {
  const lines = String(message ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim());
  const callLog = lines.findIndex((line) => line.startsWith('Call log'));
  const head = (callLog === -1 ? lines : lines.slice(0, callLog))
    .filter((line) => line.length > 0 && !line.startsWith('at '))
    .slice(0, 4);
  return head.length > 0 ? `${name}: ${head.map((line) => line.slice(0, 240)).join(' | ')}` : name;
}
