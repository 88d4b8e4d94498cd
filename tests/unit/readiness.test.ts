import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module of the maintenance scripts (no declaration file)
import { exportedFunctionNames, missingEmulators, missingFunctions } from '../../scripts/lib/readiness.mjs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

describe('npm start readiness', () => {
  it('waits for every exported function, not only the port', () => {
    const expected = ['changeAdminPassword', 'trackRequest', 'onStaffWritten'];
    expect(missingFunctions(expected, null)).toEqual(expected); // the port answers nothing yet
    expect(missingFunctions(expected, { backends: [] })).toEqual(expected);
    const partly = { backends: [{ functionTriggers: [{ id: 'us-central1-trackRequest', name: 'trackRequest' }] }] };
    expect(missingFunctions(expected, partly)).toEqual(['changeAdminPassword', 'onStaffWritten']);
    const all = { backends: [{ functionTriggers: expected.map((name) => ({ name })) }] };
    expect(missingFunctions(expected, all)).toEqual([]);
  });

  it('waits for every emulator started, as listed by the hub', () => {
    expect(missingEmulators(['auth', 'firestore'], null)).toEqual(['auth', 'firestore']);
    expect(missingEmulators(['auth', 'firestore', 'hosting'], { hub: {}, firestore: {} })).toEqual(['auth', 'hosting']);
    expect(missingEmulators(['auth'], { auth: { port: 9099 } })).toEqual([]);
  });

  it('lists the functions a bundle exports, groups as group-name, and ignores other exports', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'readiness-'));
    const entry = path.join(dir, 'index.mjs');
    writeFileSync(
      entry,
      `const fn = (name) => Object.assign(() => name, { __endpoint: { platform: 'gcfv2' } });
       export const a = fn('a');
       export const admin = { b: fn('b'), helper: () => 1 };
       export const version = '1';
       export function plain() {}
       export default { a, admin };`,
    );
    expect(exportedFunctionNames(entry)).toEqual(['a', 'admin-b']);
  });

  it('says which bundle it could not read', () => {
    expect(() => exportedFunctionNames('/nope/index.js')).toThrow(/Could not list the functions in \/nope\/index.js/);
  });
});
