import { describe, expect, it } from 'vitest';
import {
  decideStaffFile,
  isPathInFolder,
  parseStaffFileRequest,
  servedContentType,
  servedDisposition,
} from './staffFileAccess';

/** A stored timestamp as the Admin SDK reads it (anything with toMillis). */
const consent = { toMillis: () => Date.UTC(2026, 9, 1) };
const active = {
  status: 'active',
  publishConsentAt: consent,
  showPhoto: true,
  cvPath: 'cvs/abc.pdf',
  photoPath: 'staff-photos/abc.jpg',
};

describe('parseStaffFileRequest', () => {
  it('reads the kind and reference code', () => {
    expect(parseStaffFileRequest('/cv/MD-1024')).toEqual({ kind: 'cv', refCode: 'MD-1024' });
    expect(parseStaffFileRequest('/photos/DR-7')).toEqual({ kind: 'photo', refCode: 'DR-7' });
  });

  it('refuses other paths, traversal and odd reference codes', () => {
    for (const path of [
      '/cv/',
      '/cv/a/b',
      '/cvs/MD-1',
      '/photo/MD-1',
      '/cv/..%2Fx',
      '/cv/%E0%A4%A',
      '/cv/a%20b',
      `/cv/${'A'.repeat(40)}`,
      '/cv/-x',
    ]) {
      expect(parseStaffFileRequest(path), path).toBeNull();
    }
  });
});

describe('decideStaffFile', () => {
  it('serves the CV and photo of an active worker from their folders', () => {
    expect(decideStaffFile('cv', active)).toEqual({
      serve: 'storage',
      path: 'cvs/abc.pdf',
      contentType: 'application/pdf',
    });
    expect(decideStaffFile('photo', active)).toEqual({
      serve: 'storage',
      path: 'staff-photos/abc.jpg',
      contentType: 'image/jpeg',
    });
  });

  it('refuses a withdrawn, pending or missing worker', () => {
    for (const status of ['inactive', 'pending', 'approved', undefined, 'ACTIVE']) {
      expect(decideStaffFile('cv', { ...active, status }).serve).toBe('none');
      expect(decideStaffFile('photo', { ...active, status }).serve).toBe('none');
    }
    expect(decideStaffFile('cv', undefined)).toEqual({ serve: 'none', reason: 'not-public' });
  });

  it('refuses an active worker without publishing consent (an imported or restored record)', () => {
    for (const publishConsentAt of [undefined, null, '2026-10-01', 0]) {
      expect(decideStaffFile('cv', { ...active, publishConsentAt })).toEqual({ serve: 'none', reason: 'not-public' });
      expect(decideStaffFile('photo', { ...active, publishConsentAt }).serve).toBe('none');
    }
  });

  it('refuses a photo without consent, but still serves the CV', () => {
    expect(decideStaffFile('photo', { ...active, showPhoto: false })).toEqual({ serve: 'none', reason: 'no-consent' });
    expect(decideStaffFile('photo', { ...active, showPhoto: 'true' }).serve).toBe('none');
    expect(decideStaffFile('cv', { ...active, showPhoto: false }).serve).toBe('storage');
    // A worker offered for transfer of services: the CV only, never the photo (issue 40).
    for (const transfer of [{ transferable: true }, { type: 'transfer' }]) {
      expect(decideStaffFile('photo', { ...active, ...transfer })).toEqual({ serve: 'none', reason: 'no-consent' });
      expect(decideStaffFile('cv', { ...active, ...transfer }).serve).toBe('storage');
    }
  });

  it('never serves a path outside the kind folder', () => {
    for (const cvPath of [
      'media/abc.pdf',
      'cvs/../media/x.pdf',
      'cvsx/a.pdf',
      '/cvs/a.pdf',
      'cvs//a.pdf',
      'staff-photos/abc.pdf',
      'cvs/a\\..\\b.pdf',
    ]) {
      expect(decideStaffFile('cv', { ...active, cvPath }), cvPath).toEqual({ serve: 'none', reason: 'no-file' });
    }
    expect(decideStaffFile('photo', { ...active, photoPath: 'cvs/abc.jpg' }).serve).toBe('none');
  });

  it('refuses file types outside the allow-list (no SVG or HTML photo, no HTML CV)', () => {
    expect(decideStaffFile('photo', { ...active, photoPath: 'staff-photos/x.svg' }).serve).toBe('none');
    expect(decideStaffFile('cv', { ...active, cvPath: 'cvs/x.html' }).serve).toBe('none');
  });

  it('never reads a download URL (cvUrl / photoUrl): only the stored path counts', () => {
    const url = 'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/cvs%2Fold.docx?alt=media&token=t';
    expect(decideStaffFile('cv', { ...active, cvPath: null, cvUrl: url })).toEqual({
      serve: 'none',
      reason: 'no-file',
    });
    expect(decideStaffFile('cv', { ...active, cvPath: null, cvUrl: '/cvs/sample-cv.pdf' })).toEqual({
      serve: 'none',
      reason: 'no-file',
    });
    expect(
      decideStaffFile('photo', { ...active, photoPath: null, photoUrl: url.replace('cvs', 'staff-photos') }).serve,
    ).toBe('none');
  });
});

describe('helpers', () => {
  it('isPathInFolder needs a name after the folder', () => {
    expect(isPathInFolder('cvs', 'cvs/a.pdf')).toBe(true);
    expect(isPathInFolder('cvs', 'cvs/')).toBe(false);
    expect(isPathInFolder('cvs', 'cvs/a\u0000.pdf')).toBe(false);
  });

  it('content type and disposition come from the extension, not the stored name', () => {
    expect(servedContentType('cv', 'cvs/A.DOCX')).toContain('wordprocessingml');
    expect(servedContentType('photo', 'staff-photos/a')).toBeNull();
    expect(servedDisposition('cv', 'MD-1', 'cvs/private name.pdf')).toBe('inline; filename="MD-1-cv.pdf"');
  });
});
