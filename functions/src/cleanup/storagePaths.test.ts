import { describe, expect, it } from 'vitest';
import { isObjectPath, mediaFileToDelete, staffFilesToDelete, storagePathFromUrl } from './storagePaths';

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
      storagePathFromUrl('https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/staff-photos%2Fstaff-001.jpg?alt=media&token=t'),
    ).toBe('staff-photos/staff-001.jpg');
    expect(storagePathFromUrl('http://127.0.0.1:9199/v0/b/demo.appspot.com/o/cvs%2Fstaff-002.pdf?alt=media')).toBe('cvs/staff-002.pdf');
  });

  it('reads gs:// and storage.googleapis.com URLs', () => {
    expect(storagePathFromUrl('gs://bucket/media/abc.mp4')).toBe('media/abc.mp4');
    expect(storagePathFromUrl('https://storage.googleapis.com/bucket/media/a%20b.jpg')).toBe('media/a b.jpg');
  });

  it('ignores site-relative and foreign URLs', () => {
    expect(storagePathFromUrl('/media/images/1.jpg')).toBeNull();
    expect(storagePathFromUrl('https://example.com/v1/a.jpg')).toBeNull();
    expect(storagePathFromUrl(null)).toBeNull();
  });
});

describe('staffFilesToDelete', () => {
  it('takes the CV path and a photo stored under the staff id', () => {
    expect(
      staffFilesToDelete('staff-001', {
        cvPath: 'cvs/staff-001.pdf',
        cvUrl: 'http://127.0.0.1:9199/v0/b/b/o/cvs%2Fstaff-001.pdf?alt=media',
        photoUrl: 'https://firebasestorage.googleapis.com/v0/b/b/o/staff-photos%2Fstaff-001-1700.jpg?alt=media',
      }),
    ).toEqual(['cvs/staff-001.pdf', 'staff-photos/staff-001-1700.jpg']);
  });

  it('never deletes a shared file or a site-relative one', () => {
    expect(
      staffFilesToDelete('staff-001', {
        cvPath: null,
        cvUrl: '/cvs/sample-cv.pdf',
        photoUrl: 'https://firebasestorage.googleapis.com/v0/b/b/o/media%2Fshared.jpg?alt=media',
      }),
    ).toEqual([]);
    expect(staffFilesToDelete('staff-001', undefined)).toEqual([]);
  });
});

describe('mediaFileToDelete', () => {
  it('returns the storage path of an uploaded item and nothing for seed media', () => {
    expect(mediaFileToDelete({ storagePath: 'media/abc.jpg' })).toBe('media/abc.jpg');
    expect(mediaFileToDelete({ storagePath: null, url: '/media/images/1.jpg' })).toBeNull();
  });
});
