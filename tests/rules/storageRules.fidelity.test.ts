// Fidelity of the Storage emulator here (tools/storage-rules-runtime stand-in or the real runtime):
// a deliberately broken copy of storage.rules must fail exactly the matrix rows that check what
// was broken, and no other row. Two mutations at once: a size bound (<= becomes <) and the reader
// of workers' files (the admin claim becomes any signed-in user). The firestore.get() round trip is
// covered by storageRules.runtime.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { storageAvailable, storageSkipReason } from '../support/storage.ts';
import {
  matrix,
  matrixSuiteEnv,
  rowMismatches,
  rowTitle,
  storageRulesEnv,
  storageRulesSource,
} from './storageRules.matrix.ts';

const mutations: [from: string, to: string][] = [
  [
    'return request.resource.size <= megabytes(maxMegabytes);',
    'return request.resource.size < megabytes(maxMegabytes);',
  ],
  [
    'function isStaffFileReader() {\n      return isAdmin();',
    'function isStaffFileReader() {\n      return request.auth != null;',
  ],
];

/** The rows the mutations must break, as "<group> <op> <what>". */
const expectedBroken = new Set([
  'page-images create an image of exactly 5 MB',
  'logos create an image of exactly 5 MB',
  'default-images create an image of exactly 5 MB',
  'cvs create a CV of exactly 10 MB',
  'documents create a PDF of exactly 20 MB',
  "cvs get an active member's CV",
  "cvs get a pending member's CV",
  'cvs get the CV of a deleted member',
  'staff-photos get the photo of an active member who consented',
  'staff-photos get the photo of an active member without consent',
  "staff-photos get a pending member's photo",
]);

function mutatedRules(): string {
  let source = storageRulesSource();
  for (const [from, to] of mutations) {
    if (!source.includes(from)) throw new Error(`storage.rules no longer contains the line this test mutates: ${from}`);
    source = source.replace(from, to);
  }
  return source;
}

// Rows uploading 20 MB or more that no mutation touches are left to storageRules.test.ts: here they
// would only prove again that a refused 50 MB video stays refused (about 15 s of uploads per run).
const heavyUntouched = (key: string, what: string) => /\b(20|50) MB\b/.test(what) && !expectedBroken.has(key);

const rows = Object.entries(matrix)
  .flatMap(([group, groupRows]) =>
    groupRows.map((row) => ({ key: `${group} ${row.op} ${row.what}`, title: `${group}: ${rowTitle(row)}`, row })),
  )
  .filter(({ key, row }) => !heavyUntouched(key, row.what));

describe.skipIf(!storageAvailable)(
  storageAvailable
    ? 'storage rules fidelity (mutated storage.rules)'
    : `storage rules fidelity [skipped: ${storageSkipReason}]`,
  () => {
    const env = matrixSuiteEnv(mutatedRules);

    // Put the real rules back (before the suite's own clean-up): the browser specs run against the same
    // Storage emulator afterwards.
    afterAll(async () => {
      await (await storageRulesEnv(storageRulesSource())).cleanup();
    });

    it('names only rows that exist in the matrix', () => {
      const keys = new Set(rows.map((row) => row.key));
      expect([...expectedBroken].filter((key) => !keys.has(key))).toEqual([]);
    });

    it.each(rows)('$title', async ({ key, row }) => {
      const mismatches = await rowMismatches(env(), row);
      if (expectedBroken.has(key)) expect(mismatches, 'the mutation must be caught by this row').not.toEqual([]);
      else expect(mismatches).toEqual([]);
    });
  },
);
