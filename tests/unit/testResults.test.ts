import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module of the maintenance scripts (no declaration file)
import { fromPlaywright, fromVitest } from '../../scripts/lib/results.mjs';

function report(content: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'results-')), 'report.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('test reports read for the summary', () => {
  it('names a failed Playwright test with its line and the head of its error, colours removed', () => {
    const file = report({
      stats: { expected: 1, unexpected: 1, skipped: 0, flaky: 0 },
      suites: [
        {
          title: 'staff/maids.spec.ts',
          specs: [
            { title: 'lists maids', tests: [{ status: 'expected', results: [] }] },
            {
              title: 'saves twice',
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    {
                      error: {
                        message: [
                          '\u001b[31mError: expect(locator).toHaveText\u001b[39m',
                          '',
                          "Locator: getByTestId('count')",
                          'Expected: "2"',
                          'Received: "1"',
                          'Timeout: 30000ms',
                          '',
                          'Call log:',
                          '  - waiting for getByTestId',
                        ].join('\n'),
                        location: { file: '/repo/tests/e2e/staff/maids.spec.ts', line: 42, column: 5 },
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    const result = fromPlaywright(file);
    expect(result.failed).toBe(1);
    expect(result.failedNames).toEqual([
      'staff/maids.spec.ts > saves twice (maids.spec.ts:42): Error: expect(locator).toHaveText' +
        ' | Locator: getByTestId(\'count\') | Expected: "2" | Received: "1"',
    ]);
  });

  it('names a failed Vitest test and a file that did not load', () => {
    const file = report({
      numPassedTests: 0,
      numFailedTests: 1,
      numFailedTestSuites: 2,
      testResults: [
        {
          status: 'failed',
          name: 'a.test.ts',
          assertionResults: [
            {
              status: 'failed',
              fullName: 'a works',
              failureMessages: ['AssertionError: expected 1 to be 2\n    at a.test.ts:3:5\n    at run (vitest)'],
            },
          ],
        },
        { status: 'failed', name: 'b.test.ts', message: 'SyntaxError: bad import', assertionResults: [] },
      ],
    });
    expect(fromVitest(file).failedNames).toEqual([
      'a works: AssertionError: expected 1 to be 2',
      'b.test.ts: SyntaxError: bad import',
    ]);
  });
});
