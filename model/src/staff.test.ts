import { describe, expect, it } from 'vitest';
import {
  isEmptyStaffFileMigration,
  isOfferedForTransfer,
  mayShowStaffPhoto,
  planStaffFileMigration,
  staffFromStored,
  isPublishableStaff,
  projectBuckets,
  storageObjectPathFromUrl,
  workerPagePath,
} from './staff.ts';

const bucket = 'demo.appspot.com';
const download = (path: string, host = 'https://firebasestorage.googleapis.com') =>
  `${host}/v0/b/demo.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=abc`;

describe('staffFromStored file fields', () => {
  it('keeps paths inside their folder only and never carries a URL', () => {
    const staff = staffFromStored('s', {
      photoPath: 'staff-photos/s.jpg',
      cvPath: 'cvs/s.pdf',
      photoUrl: download('staff-photos/s.jpg'),
    });
    expect(staff.photoPath).toBe('staff-photos/s.jpg');
    expect(staff.cvPath).toBe('cvs/s.pdf');
    expect(staff).not.toHaveProperty('photoUrl');
    expect(staff).not.toHaveProperty('cvUrl');
    for (const bad of [
      'cvs/x.jpg',
      'staff-photos/',
      'staff-photos/../logos/a.png',
      download('staff-photos/s.jpg'),
      '/staff-photos/s.jpg',
      42,
    ]) {
      expect(staffFromStored('s', { photoPath: bad }).photoPath, String(bad)).toBeNull();
    }
  });
});

describe('storageObjectPathFromUrl', () => {
  it('reads download URLs (production and emulator), gs: and storage.googleapis.com of the own bucket', () => {
    expect(storageObjectPathFromUrl(download('cvs/a b.pdf'), bucket)).toBe('cvs/a b.pdf');
    expect(storageObjectPathFromUrl(download('staff-photos/x.jpg', 'http://127.0.0.1:9199'), bucket)).toBe(
      'staff-photos/x.jpg',
    );
    expect(storageObjectPathFromUrl('gs://demo.appspot.com/cvs/a.pdf', bucket)).toBe('cvs/a.pdf');
    expect(storageObjectPathFromUrl('https://storage.googleapis.com/demo.appspot.com/cvs/a.pdf', bucket)).toBe(
      'cvs/a.pdf',
    );
    expect(storageObjectPathFromUrl('gs://demo.firebasestorage.app/cvs/a.pdf', projectBuckets('demo'))).toBe(
      'cvs/a.pdf',
    );
  });

  it('answers null for site files, other hosts, other buckets, traversal and broken escapes', () => {
    for (const url of [
      '/cvs/sample-cv.pdf',
      'https://evil.example/cvs/a.pdf',
      download('cvs/a.pdf', 'https://evil.example'),
      download('cvs/a.pdf', 'http://evil.example'),
      download('cvs/a.pdf', 'http://firebasestorage.googleapis.com'),
      download('cvs/a.pdf', 'https://user@firebasestorage.googleapis.com'),
      download('cvs/a.pdf').replace(bucket, 'other.appspot.com'),
      'gs://other.appspot.com/cvs/a.pdf',
      'https://storage.googleapis.com/other.appspot.com/cvs/a.pdf',
      'https://evil.example/demo.appspot.com/cvs/a.pdf',
      download('cvs/../logos/a.png'),
      'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/%E0%A4%A',
      '',
      null,
      'javascript:alert(1)',
    ]) {
      expect(storageObjectPathFromUrl(url, bucket), String(url)).toBeNull();
    }
  });
});

describe('planStaffFileMigration', () => {
  it('turns token URLs into paths and removes the URL fields', () => {
    const plan = planStaffFileMigration(
      {
        photoUrl: download('staff-photos/s1.jpg'),
        cvUrl: download('cvs/s1.pdf'),
        cvPath: null,
      },
      bucket,
    );
    expect(plan).toEqual({
      set: { photoPath: 'staff-photos/s1.jpg', cvPath: 'cvs/s1.pdf' },
      remove: ['photoUrl', 'cvUrl'],
      dropped: [],
    });
  });

  it('keeps an existing valid path and drops the URL', () => {
    const plan = planStaffFileMigration(
      { photoUrl: null, cvUrl: download('cvs/other.pdf'), cvPath: 'cvs/s1.pdf' },
      bucket,
    );
    expect(plan.set).toEqual({ photoPath: null });
    expect(plan.remove).toEqual(['photoUrl', 'cvUrl']);
  });

  it('never takes a path outside the folder, and reports what it dropped', () => {
    const plan = planStaffFileMigration(
      {
        photoUrl: download('page-images/hero.jpg'),
        cvUrl: '/cvs/sample-cv.pdf',
        cvPath: 'logos/x.pdf',
      },
      bucket,
    );
    expect(plan.set).toEqual({ photoPath: null, cvPath: null });
    expect(plan.dropped).toEqual([
      { field: 'photoUrl', reason: 'outside-folder' },
      { field: 'cvUrl', reason: 'not-storage' },
    ]);
  });

  it('is idempotent: a migrated document gives an empty plan', () => {
    const before = { photoUrl: download('staff-photos/s1.jpg'), cvUrl: null, cvPath: null };
    const plan = planStaffFileMigration(before, bucket);
    const after: Record<string, unknown> = { ...before, ...plan.set };
    for (const field of plan.remove) delete after[field];
    expect(isEmptyStaffFileMigration(planStaffFileMigration(after, bucket))).toBe(true);
    expect(isEmptyStaffFileMigration(planStaffFileMigration({ photoPath: null, cvPath: 'cvs/a.pdf' }, bucket))).toBe(
      true,
    );
  });
});

describe('isPublishableStaff', () => {
  const consent = { toMillis: () => Date.UTC(2026, 9, 1) };
  it('needs active AND a recorded publishing consent', () => {
    expect(isPublishableStaff({ status: 'active', publishConsentAt: consent })).toBe(true);
    expect(isPublishableStaff({ status: 'active', publishConsentAt: new Date(Date.UTC(2026, 9, 1)) })).toBe(true);
    for (const publishConsentAt of [undefined, null, '2026-10-01', 0, {}, new Date(Number.NaN)])
      expect(isPublishableStaff({ status: 'active', publishConsentAt }), String(publishConsentAt)).toBe(false);
    for (const status of ['inactive', 'pending', 'ACTIVE', undefined])
      expect(isPublishableStaff({ status, publishConsentAt: consent }), String(status)).toBe(false);
    expect(isPublishableStaff(undefined)).toBe(false);
  });
});

describe('workerPagePath', () => {
  it('is the profile route of the reference code, encoded', () => {
    expect(workerPagePath('MD-0142')).toBe('/workers/MD-0142');
    expect(workerPagePath('a b/c')).toBe('/workers/a%20b%2Fc');
  });
});

describe('transfer of services', () => {
  it('is the transfer type or the transferable mark; such a worker never shows a photo', () => {
    expect(isOfferedForTransfer({ type: 'transfer', transferable: false })).toBe(true);
    expect(isOfferedForTransfer({ type: 'Maid', transferable: true })).toBe(true);
    expect(isOfferedForTransfer({ type: 'Maid', transferable: false })).toBe(false);
    expect(isOfferedForTransfer({ type: 'Maid', transferable: 'true' })).toBe(false);
    expect(isOfferedForTransfer(undefined)).toBe(false);
    expect(mayShowStaffPhoto({ type: 'Maid', transferable: false, showPhoto: true })).toBe(true);
    expect(mayShowStaffPhoto({ type: 'Maid', transferable: false, showPhoto: false })).toBe(false);
    expect(mayShowStaffPhoto({ type: 'Maid', transferable: true, showPhoto: true })).toBe(false);
    expect(mayShowStaffPhoto({ type: 'transfer', showPhoto: true })).toBe(false);
  });
});
