import { describe, expect, it } from 'vitest';
import {
  isFileInFolder,
  isObjectPath,
  mediaFileToDelete,
  staffFilesToDelete,
  storagePathFromUrl,
} from './storagePaths';

/** The buckets these URLs name; a test below shows other buckets refused. */
const own = ['p.appspot.com', 'demo.appspot.com', 'bucket', 'b'];

describe('isObjectPath', () => {
  it('accepts bucket-relative paths only', () => {
    expect(isObjectPath('cvs/staff-001.pdf')).toBe(true);
    expect(isObjectPath('/media/images/a.jpg')).toBe(false);
    expect(isObjectPath('https://example.com/a.jpg')).toBe(false);
    expect(isObjectPath('cvs/../secrets.txt')).toBe(false);
    expect(isObjectPath(' cvs/a.pdf')).toBe(false);
    expect(isObjectPath('')).toBe(false);
    expect(isObjectPath(null)).toBe(false);
  });
});

describe('storagePathFromUrl', () => {
  it('reads Firebase download URLs, from production and from the emulator', () => {
    expect(
      storagePathFromUrl(
        'https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/staff-photos%2Fstaff-001.jpg?alt=media&token=t',
        own,
      ),
    ).toBe('staff-photos/staff-001.jpg');
    expect(storagePathFromUrl('http://127.0.0.1:9199/v0/b/demo.appspot.com/o/cvs%2Fstaff-002.pdf?alt=media', own)).toBe(
      'cvs/staff-002.pdf',
    );
  });

  it('answers null for a broken escape instead of throwing (the delete trigger must not crash on it)', () => {
    expect(
      storagePathFromUrl(
        'https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/cvs%2F%E0%A4%A.pdf?alt=media',
        own,
      ),
    ).toBeNull();
  });

  it('reads gs:// and storage.googleapis.com URLs', () => {
    expect(storagePathFromUrl('gs://bucket/media/abc.mp4', own)).toBe('media/abc.mp4');
    expect(storagePathFromUrl('https://storage.googleapis.com/bucket/media/a%20b.jpg', own)).toBe('media/a b.jpg');
  });

  it('ignores another bucket, also on the right host', () => {
    expect(
      storagePathFromUrl('https://firebasestorage.googleapis.com/v0/b/b/o/cvs%2Fa.pdf', ['p.appspot.com']),
    ).toBeNull();
    expect(storagePathFromUrl('gs://bucket/media/abc.mp4', 'p.appspot.com')).toBeNull();
  });

  it('ignores site-relative and foreign URLs', () => {
    expect(storagePathFromUrl('https://example.com/v0/b/b/o/cvs%2Fa.pdf', own)).toBeNull();
    expect(storagePathFromUrl('/media/images/1.jpg', own)).toBeNull();
    expect(storagePathFromUrl('https://example.com/v1/a.jpg', own)).toBeNull();
    expect(storagePathFromUrl(null, own)).toBeNull();
  });
});

describe('staffFilesToDelete', () => {
  it('takes the CV path and a photo stored under the staff id', () => {
    expect(
      staffFilesToDelete(
        'staff-001',
        {
          cvPath: 'cvs/staff-001.pdf',
          cvUrl: 'http://127.0.0.1:9199/v0/b/b/o/cvs%2Fstaff-001.pdf?alt=media',
          photoUrl: 'https://firebasestorage.googleapis.com/v0/b/b/o/staff-photos%2Fstaff-001-1700.jpg?alt=media',
        },
        own,
      ),
    ).toEqual(['cvs/staff-001.pdf', 'staff-photos/staff-001-1700.jpg']);
  });

  it('never deletes a shared file or a site-relative one', () => {
    expect(
      staffFilesToDelete(
        'staff-001',
        {
          cvPath: null,
          cvUrl: '/cvs/sample-cv.pdf',
          photoUrl: 'https://firebasestorage.googleapis.com/v0/b/b/o/media%2Fshared.jpg?alt=media',
        },
        own,
      ),
    ).toEqual([]);
    expect(staffFilesToDelete('staff-001', undefined, own)).toEqual([]);
  });

  it('never deletes a page image, logo or media file whose name contains the staff id', () => {
    const url = (path: string) =>
      `https://firebasestorage.googleapis.com/v0/b/b/o/${encodeURIComponent(path)}?alt=media`;
    for (const path of [
      'page-images/staff-001.jpg',
      'page-images/hero-staff-001-1700.jpg',
      'logos/staff-001.png',
      'media/staff-001.jpg',
      'staff-photos/other-staff-001.jpg',
      'staff-photos/staff-0012.jpg',
      'staff-photos/x/staff-001.jpg',
    ]) {
      expect(staffFilesToDelete('staff-001', { photoUrl: url(path), cvUrl: url(path) }, own), path).toEqual([]);
    }
  });

  it('takes cvPath and photoPath only inside their own folder', () => {
    expect(staffFilesToDelete('s1', { cvPath: 'cvs/s1.pdf', photoPath: 'staff-photos/s1.jpg' }, own)).toEqual([
      'cvs/s1.pdf',
      'staff-photos/s1.jpg',
    ]);
    for (const cvPath of [
      'page-images/s1.pdf',
      'cvs/../page-images/a.jpg',
      'cvs/',
      'cvsx/s1.pdf',
      '/cvs/s1.pdf',
      'staff-photos/s1.pdf',
      'cvs/sub/s1.pdf',
    ]) {
      expect(staffFilesToDelete('s1', { cvPath }, own), cvPath).toEqual([]);
    }
    for (const photoPath of ['cvs/s1.jpg', 'page-images/s1.jpg', 'staff-photos/../logos/s1.png']) {
      expect(staffFilesToDelete('s1', { photoPath }, own), photoPath).toEqual([]);
    }
  });

  it('a staff id with regular-expression characters matches only itself', () => {
    const url = (path: string) =>
      `https://firebasestorage.googleapis.com/v0/b/b/o/${encodeURIComponent(path)}?alt=media`;
    expect(staffFilesToDelete('a.b', { photoUrl: url('staff-photos/axb.jpg') }, own)).toEqual([]);
    expect(staffFilesToDelete('a.b', { photoUrl: url('staff-photos/a.b.jpg') }, own)).toEqual(['staff-photos/a.b.jpg']);
  });
});

describe('isFileInFolder', () => {
  it('needs one file name directly inside the folder', () => {
    expect(isFileInFolder('media', 'media/a.jpg')).toBe(true);
    expect(isFileInFolder('media', 'media/')).toBe(false);
    expect(isFileInFolder('media', 'mediax/a.jpg')).toBe(false);
    expect(isFileInFolder('media', 'media/../logos/a.png')).toBe(false);
  });
});

describe('mediaFileToDelete', () => {
  it('returns the storage path of an uploaded item and nothing for seed media', () => {
    expect(mediaFileToDelete({ storagePath: 'media/abc.jpg' })).toBe('media/abc.jpg');
    expect(mediaFileToDelete({ storagePath: null, url: '/media/images/1.jpg' })).toBeNull();
  });

  it('never deletes outside media/', () => {
    for (const storagePath of [
      'page-images/hero.jpg',
      'logos/1.png',
      'cvs/s1.pdf',
      'media/../logos/1.png',
      'media',
      '/media/a.jpg',
    ]) {
      expect(mediaFileToDelete({ storagePath }), storagePath).toBeNull();
    }
  });
});
