// scripts/migrate-staff-files.mjs against the Firestore emulator, run as the operator runs it (a child
// process): dry run by default (writes nothing), --apply turns photoUrl/cvUrl into photoPath/cvPath
// inside their folders and removes the URL fields, also in trashed staff; a second run finds nothing.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorHosts, projectId } from '../fixtures/constants.ts';
import { adminDb } from '../support/adminSdk.ts';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const db = adminDb();
const tag = Date.now().toString(36);
const download = (objectPath: string, host = 'https://firebasestorage.googleapis.com') =>
  `${host}/v0/b/${projectId}.appspot.com/o/${encodeURIComponent(objectPath)}?alt=media&token=secret-token`;

const legacyStaff = (extra: Record<string, unknown>) => ({
  refCode: `MD-9${tag.slice(-3).replace(/\D/g, '0').padStart(3, '0')}`,
  name: 'Migration Test',
  type: 'Maid',
  status: 'pending',
  country: 'PH',
  experienceYears: 1,
  descriptionEn: '',
  descriptionAr: '',
  transferable: false,
  showPhoto: true,
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
  ...extra,
});

const ids = { tokens: `mig-${tag}-a`, outside: `mig-${tag}-b`, migrated: `mig-${tag}-c`, trashed: `mig-${tag}-d` };

async function script(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['scripts/migrate-staff-files.mjs', ...args], {
    cwd: root,
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: emulatorHosts.firestore, GCLOUD_PROJECT: projectId },
  });
  return stdout;
}

describe('scripts/migrate-staff-files.mjs (Firestore emulator)', () => {
  beforeAll(async () => {
    await Promise.all([
      db.doc(`staff/${ids.tokens}`).set(
        legacyStaff({
          photoUrl: download(`staff-photos/${ids.tokens}.jpg`),
          cvUrl: download(`cvs/${ids.tokens}.pdf`, `http://${emulatorHosts.storage}`),
          cvPath: null,
        }),
      ),
      db.doc(`staff/${ids.outside}`).set(
        legacyStaff({
          photoUrl: download('page-images/heroImageUrl-1.jpg'),
          cvUrl: '/cvs/sample-cv.pdf',
          cvPath: 'logos/x.pdf',
        }),
      ),
      db.doc(`staff/${ids.migrated}`).set(legacyStaff({ photoPath: null, cvPath: `cvs/${ids.migrated}.pdf` })),
      db.doc(`trash/staff_${ids.trashed}`).set({
        collection: 'staff',
        id: ids.trashed,
        data: legacyStaff({
          photoUrl: download(`staff-photos/${ids.trashed}.png`),
          cvUrl: null,
          cvPath: `cvs/${ids.trashed}.docx`,
        }),
        contacts: null,
        deletedAt: Timestamp.now(),
        deletedBy: 'test',
      }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([
      ...Object.values(ids).map((id) => db.doc(`staff/${id}`).delete()),
      db.doc(`trash/staff_${ids.trashed}`).delete(),
    ]);
  });

  it('dry run: lists what it would change and writes nothing', async () => {
    const out = await script();
    expect(out).toContain(
      `staff/${ids.tokens}: photoPath = staff-photos/${ids.tokens}.jpg; cvPath = cvs/${ids.tokens}.pdf; remove photoUrl; remove cvUrl`,
    );
    expect(out).toContain(`staff/${ids.outside}:`);
    expect(out).toContain('dropped photoUrl (outside its folder)');
    expect(out).toContain(`trash/staff_${ids.trashed}:`);
    expect(out).not.toContain(ids.migrated);
    expect(out).toContain('Dry run: nothing was written');
    expect((await db.doc(`staff/${ids.tokens}`).get()).get('photoUrl')).toContain('token');
  });

  it('--apply stores paths inside their folders, removes the URLs, keeps everything else', async () => {
    await script('--apply');
    const tokens = (await db.doc(`staff/${ids.tokens}`).get()).data()!;
    expect(tokens).toMatchObject({
      photoPath: `staff-photos/${ids.tokens}.jpg`,
      cvPath: `cvs/${ids.tokens}.pdf`,
      name: 'Migration Test',
    });
    expect(tokens).not.toHaveProperty('photoUrl');
    expect(tokens).not.toHaveProperty('cvUrl');
    expect((tokens.updatedAt as Timestamp).toMillis()).toBe(Date.UTC(2026, 0, 1));

    const outside = (await db.doc(`staff/${ids.outside}`).get()).data()!;
    expect(outside).toMatchObject({ photoPath: null, cvPath: null });
    expect(JSON.stringify(outside)).not.toMatch(/token|page-images|sample-cv|logos/);

    const trashed = (await db.doc(`trash/staff_${ids.trashed}`).get()).get('data') as Record<string, unknown>;
    expect(trashed).toMatchObject({ photoPath: `staff-photos/${ids.trashed}.png`, cvPath: `cvs/${ids.trashed}.docx` });
    expect(trashed).not.toHaveProperty('photoUrl');

    // No staff document anywhere keeps a download URL.
    const staff = await db.collection('staff').get();
    expect(
      staff.docs
        .filter((doc) => doc.get('photoUrl') !== undefined || doc.get('cvUrl') !== undefined)
        .map((doc) => doc.id),
    ).toEqual([]);
  });

  it('is idempotent: a second run has nothing to do', async () => {
    expect(await script('--apply')).toContain('nothing to migrate');
  });
});
