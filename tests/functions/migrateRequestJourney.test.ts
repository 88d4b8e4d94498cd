// scripts/migrate-request-journey.mjs against the Firestore emulator, run as the operator runs it (a child
// process): dry run by default (writes nothing), --apply maps a closed request onto `completed` with its
// journey, country and stage dates (history and tracking code kept); a second run finds nothing to do.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorHosts, projectId } from '../fixtures/constants.ts';
import { seed } from '../fixtures/seed.ts';
import { adminDb, eventually } from '../support/adminSdk.ts';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const db = adminDb();
const tag = Date.now().toString(36);
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const worker = seed.staff.find((member) => member.type === 'Maid')!;
const id = `mig-journey-${tag}`;
const history = [
  { status: 'new', at: at('2025-03-01T08:00:00Z') },
  { status: 'contacted', at: at('2025-03-02T08:00:00Z') },
  { status: 'contract', at: at('2025-03-05T08:00:00Z') },
  { status: 'closed', at: at('2025-07-01T08:00:00Z') },
];

async function script(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['scripts/migrate-request-journey.mjs', ...args], {
    cwd: root,
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: emulatorHosts.firestore, GCLOUD_PROJECT: projectId },
  });
  return stdout;
}

describe('scripts/migrate-request-journey.mjs (Firestore emulator)', () => {
  beforeAll(async () => {
    await db.doc(`requests/${id}`).set({
      trackingCode: id,
      refCodes: [worker.refCode],
      name: 'Migration Test',
      phone: '0500000002',
      email: null,
      message: null,
      locale: 'en',
      status: 'closed',
      history,
      consentAt: history[0]!.at,
      createdAt: history[0]!.at,
      updatedAt: history[3]!.at,
    });
    // The deployed order: the new functions run before the migration, and their create trigger stamps
    // journey and country (never a date under the old status name). Wait for it, so the runs below see
    // one state whatever the timing.
    await eventually(
      async () => (await db.doc(`requests/${id}`).get()).get('journey') as unknown,
      (journey) => journey === 'recruitment',
    );
  });

  afterAll(async () => {
    await db.doc(`requests/${id}`).delete();
  });

  it('dry run lists the request and writes nothing', async () => {
    const out = await script();
    expect(out).toContain(`requests/${id}: status = completed; stageDates = new, contacted, contract, completed`);
    expect((await db.doc(`requests/${id}`).get()).get('status')).toBe('closed');
  });

  it('--apply maps it onto the journey, keeps history and code, and a second run finds nothing for it (also after the new trigger stamped its old status)', async () => {
    await script('--apply');
    const data = (await db.doc(`requests/${id}`).get()).data()!;
    expect(data.status).toBe('completed');
    expect(data.journey).toBe('recruitment');
    expect(data.country).toBe(worker.country);
    expect(data.trackingCode).toBe(id);
    // The history keeps its entries; the trigger may add the migrated status at the request's own time.
    expect(data.history.slice(0, 4)).toEqual(history);
    expect(Object.keys(data.stageDates).sort()).toEqual(['completed', 'contacted', 'contract', 'new']);
    expect((data.stageDates.completed as Timestamp).toMillis()).toBe(history[3]!.at.toMillis());
    expect(await script()).not.toContain(id);
  });
});
