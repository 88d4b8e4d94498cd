// Firestore rule coverage after the rules tests: reads the emulator's coverage report for the rules
// test project, prints the share of rule expressions that were evaluated, lists the ones that were
// not, and saves the HTML report under .cache/rules-coverage/ (ignored by git).
//
// The JSON report is a tree of expressions, each with the values it produced and how often.
// A value of {} means "short-circuited" and {undefined: {...}} means "evaluation error" (see the
// emulator's own HTML report). An expression counts as evaluated when it produced at least one
// real value; "reached" (any value at all, short-circuits and errors included) is printed too.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './emulatorSetup.mjs';

/** Walks the report tree; returns { total, reached, evaluated, missed: [{ line, column, text }] }. */
export function summarizeCoverage(json) {
  const source = Buffer.from(json?.rules?.files?.[0]?.content ?? '', 'utf8');
  const result = { total: 0, reached: 0, evaluated: 0, missed: [] };
  const walk = (node) => {
    result.total += 1;
    const values = node.values ?? [];
    if (values.length > 0) result.reached += 1;
    const real = values.some(({ value }) => value && Object.keys(value).length > 0 && !('undefined' in value));
    if (real) result.evaluated += 1;
    else {
      const { line, column, currentOffset, endOffset } = node.sourcePosition ?? {};
      const text = source
        .subarray(currentOffset ?? 0, (endOffset ?? 0) + 1)
        .toString('utf8')
        .replace(/\s+/g, ' ');
      result.missed.push({ line, column, text });
    }
    for (const child of node.children ?? []) walk(child);
  };
  for (const node of json?.report ?? []) walk(node);
  return result;
}

const percent = (part, whole) => (whole === 0 ? '0.0' : ((100 * part) / whole).toFixed(1));

/**
 * Prints the coverage of `projectId` and saves its HTML report. Never throws: a missing report is
 * printed as such. Resolves with the summary (or null).
 */
export async function reportRulesCoverage({ projectId = 'demo-rules', host = '127.0.0.1:8080' } = {}) {
  const base = `http://${host}/emulator/v1/projects/${projectId}:ruleCoverage`;
  console.log(`\n=== Firestore rule coverage (${projectId}) ===`);
  try {
    const response = await fetch(base);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const summary = summarizeCoverage(await response.json());
    const dir = path.join(root, '.cache', 'rules-coverage');
    mkdirSync(dir, { recursive: true });
    const html = await fetch(`${base}.html`);
    const htmlPath = path.join(dir, `${projectId}.html`);
    if (html.ok) writeFileSync(htmlPath, await html.text());
    console.log(
      `Rule coverage: ${summary.evaluated}/${summary.total} rule expressions evaluated (${percent(summary.evaluated, summary.total)}%); ` +
        `${summary.reached}/${summary.total} reached at all (short-circuits and errors included).`,
    );
    if (summary.total === 0)
      console.log('No expressions in the report: did the rules tests run against this project id?');
    for (const miss of summary.missed.slice(0, 40))
      console.log(`  not evaluated: firestore.rules ${miss.line}:${miss.column}  ${miss.text.slice(0, 100)}`);
    if (summary.missed.length > 40) console.log(`  ... and ${summary.missed.length - 40} more (see the HTML report)`);
    if (html.ok) console.log(`HTML report: ${path.relative(root, htmlPath)}`);
    return summary;
  } catch (error) {
    console.log(`Rule coverage unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
