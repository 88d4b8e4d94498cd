import { describe, expect, it } from 'vitest';
import {
  checkCvFile,
  checkPhotoFile,
  cvContentType,
  cvDownloadName,
  cvStoragePath,
  fileExtension,
  megabyte,
  photoStoragePath,
} from './staffFiles';

describe('staff file checks', () => {
  it('accepts only .pdf, .doc and .docx CVs', () => {
    expect(checkCvFile({ name: 'cv.PDF', type: 'application/pdf', size: 1000 })).toEqual({ ok: true });
    expect(checkCvFile({ name: 'cv.doc', type: '', size: 1000 })).toEqual({ ok: true });
    expect(checkCvFile({ name: 'cv.docx', type: '', size: 1000 })).toEqual({ ok: true });
    expect(checkCvFile({ name: 'cv.txt', type: 'text/plain', size: 10 })).toEqual({ ok: false, reason: 'type' });
    expect(checkCvFile({ name: 'pdf', type: 'application/pdf', size: 10 })).toEqual({ ok: false, reason: 'type' });
    expect(checkCvFile({ name: 'cv.pdf', type: 'application/pdf', size: 11 * megabyte })).toEqual({
      ok: false,
      reason: 'size',
    });
  });

  it('accepts images up to 5 MB as photos', () => {
    expect(checkPhotoFile({ name: 'a.jpg', type: 'image/jpeg', size: 5 * megabyte })).toEqual({ ok: true });
    expect(checkPhotoFile({ name: 'a.jpg', type: 'image/jpeg', size: 5 * megabyte + 1 })).toEqual({
      ok: false,
      reason: 'size',
    });
    expect(checkPhotoFile({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toEqual({ ok: false, reason: 'type' });
    expect(checkPhotoFile({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toEqual({ ok: false, reason: 'type' });
  });
});

describe('staff storage paths', () => {
  it('names CVs by staff id and extension', () => {
    expect(cvStoragePath('abc', 'My CV.DOCX')).toBe('cvs/abc.docx');
    expect(cvStoragePath('abc', 'cv.pdf')).toBe('cvs/abc.pdf');
    expect(() => cvStoragePath('abc', 'cv.exe')).toThrow();
  });

  it('names photos by staff id', () => {
    expect(photoStoragePath('abc', 'me.JPEG')).toBe('staff-photos/abc.jpg');
    expect(photoStoragePath('abc', 'me.png')).toBe('staff-photos/abc.png');
  });

  it('extracts extensions and content types', () => {
    expect(fileExtension('a.b.Pdf')).toBe('pdf');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('noext')).toBe('');
    expect(cvContentType('x.doc')).toBe('application/msword');
    expect(cvContentType('x.pdf')).toBe('application/pdf');
  });

  it('builds the download name from the refCode and the stored extension', () => {
    expect(cvDownloadName('MD-0001', 'cvs/staff-001.pdf')).toBe('MD-0001-cv.pdf');
    expect(cvDownloadName('MD-0001', 'cvs/abc.DOCX')).toBe('MD-0001-cv.docx');
    expect(cvDownloadName('', 'weird')).toBe('staff-cv.pdf');
  });
});
