// The rehearsed restore (issue 39, docs/decisions/027-trust-round-four.md): back up the running emulators
// with their own export, wipe Firestore, Auth and Storage, restore from the backup and find everything as
// it was: every document, every file (bytes and metadata) and every user with the admin's custom claim.
// The drill is scripts/lib/restoreDrill.mjs, also a command (scripts/restore-drill.mjs). It restores what it
// wiped, so the suites after it find the imported demo data unchanged.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { countsOf, defaultDrillHosts, runDrill, snapshotDifferences } from '../../scripts/lib/restoreDrill.mjs';
import { adminUid, projectId } from '../fixtures/constants.ts';
import { adminBucket, adminAuth, adminDb } from '../support/adminSdk.ts';
import { storageAvailable, storageSkipReason } from '../support/storage.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'restore-drill-test-'));

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('backup, wipe and restore on the emulators', () => {
  it('finds what it compares: a changed document, file or claim is a difference', () => {
    const before = { firestore: { 'a/1': '{"x":1}' }, storage: { 'f.pdf': '{"md5Hash":"a"}' }, auth: { u: '{}' } };
    expect(snapshotDifferences(before, before)).toEqual([]);
    expect(
      snapshotDifferences(before, {
        firestore: { 'a/1': '{"x":2}', 'a/2': '{}' },
        storage: {},
        auth: { u: '{"customClaims":{}}' },
      }),
    ).toEqual(['auth u: changed', 'firestore a/1: changed', 'firestore a/2: extra', 'storage f.pdf: missing']);
  });

  it.skipIf(!storageAvailable)(
    `brings back every document, file and user identical (${storageAvailable ? 'Storage emulator on' : storageSkipReason})`,
    { timeout: 180_000 },
    async () => {
      const db = adminDb(); // initialises the 'tests' app first
      const target = {
        projectId,
        hosts: defaultDrillHosts,
        db,
        auth: adminAuth(),
        bucket: adminBucket(),
      };
      const { before, wiped, after, differences } = await runDrill(target, path.join(folder, 'backup'));

      // The demo data is there to lose: documents, the workers' CVs, the admin.
      const counts = countsOf(before);
      expect(counts.documents).toBeGreaterThan(100);
      expect(counts.files).toBeGreaterThan(0);
      expect(before.auth[adminUid], 'the seeded admin').toContain('"admin":true');
      // The wipe really emptied all three (named, so a trigger writing in between shows which document).
      expect([...Object.keys(wiped.firestore), ...Object.keys(wiped.storage), ...Object.keys(wiped.auth)]).toEqual([]);
      // And all of it came back, to the byte and the claim.
      expect(differences).toEqual([]);
      expect(countsOf(after)).toEqual(counts);
      expect((await adminAuth().getUser(adminUid)).customClaims).toMatchObject({ admin: true });
    },
  );
});
