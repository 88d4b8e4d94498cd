// storage.rules: who may read, upload and delete which files, with the content-type and size limits.
// Runs where the Cloud Storage emulator runs (here through the project's rules runtime stand-in,
// tools/storage-rules-runtime; see tests/support/storage.ts). The rows: storageRules.matrix.ts.
import { describe, expect, it } from 'vitest';
import { storageAvailable, storageSkipReason } from '../support/storage.ts';
import { matrix, matrixSuiteEnv, rowMismatches, rowTitle, storageRulesSource } from './storageRules.matrix.ts';

// Runs everywhere, also without the Storage emulator: the rules language is shared, so the Firestore
// emulator's compiler catches syntax and type errors in storage.rules once the storage-only names
// are mapped (service, root match, firestore.get -> get).
describe('storage.rules syntax (compiled by the Firestore emulator)', () => {
  it('compiles', async () => {
    const source = storageRulesSource()
      .replace('service firebase.storage', 'service cloud.firestore')
      .replace('match /b/{bucket}/o', 'match /databases/{database}/documents')
      .replaceAll('firestore.get(', 'get(');
    const response = await fetch('http://127.0.0.1:8080/emulator/v1/projects/demo-storage-syntax:securityRules', {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content: source }] } }),
    });
    expect(response.status, await response.text()).toBe(200);
  });
});

const title = storageAvailable ? 'storage rules' : `storage rules [skipped: ${storageSkipReason}]`;

describe.skipIf(!storageAvailable)(title, () => {
  const env = matrixSuiteEnv(storageRulesSource);

  // One test per row (all three roles inside), so the list of skipped tests stays short where
  // the Storage emulator is missing.
  describe.each(Object.entries(matrix))('%s', (_name, rows) => {
    it.each(rows.map((row) => ({ title: rowTitle(row), row })))('$title', async ({ row }) => {
      expect(await rowMismatches(env(), row)).toEqual([]);
    });
  });
});
