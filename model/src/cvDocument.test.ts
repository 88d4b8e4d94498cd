import { describe, expect, it } from 'vitest';
import { cvDocumentPath, cvDocumentRefCode, cvDocumentVersion, type CvDocument } from './cvDocument.ts';

const document: Omit<CvDocument, 'madeOn' | 'href'> = {
  language: 'en',
  refCode: 'MD-0142',
  name: 'Maria',
  refLine: 'Ref. MD-0142',
  title: 'CV',
  officeName: 'Office',
  logoUrl: null,
  licence: null,
  profileUrl: 'https://example.com/workers/MD-0142',
  scanNote: 'Scan',
  sections: [{ heading: 'Facts', rows: [{ label: 'Age', value: '30' }] }],
  description: null,
  withPhoto: false,
};

describe('cvDocumentVersion', () => {
  it('changes with what the document shows, and with the photo only when it is drawn', () => {
    const base = cvDocumentVersion(document, 'staff-photos/a.jpg');
    expect(cvDocumentVersion({ ...document }, 'staff-photos/a.jpg')).toBe(base);
    expect(cvDocumentVersion(document, 'staff-photos/b.jpg')).toBe(base);
    const older = { ...document, sections: [{ heading: 'Facts', rows: [{ label: 'Age', value: '31' }] }] };
    expect(cvDocumentVersion(older, 'staff-photos/a.jpg')).not.toBe(base);
    const withPhoto = { ...document, withPhoto: true };
    expect(cvDocumentVersion(withPhoto, 'staff-photos/a.jpg')).not.toBe(
      cvDocumentVersion(withPhoto, 'staff-photos/b.jpg'),
    );
  });
});

describe('cvDocumentPath / cvDocumentRefCode', () => {
  it('round-trips the reference code and refuses anything else', () => {
    expect(cvDocumentPath('MD-0142', 'ar', 'abc')).toBe('/cv-pdf/MD-0142.pdf?lang=ar&v=abc');
    expect(cvDocumentRefCode('/cv-pdf/MD-0142.pdf')).toBe('MD-0142');
    expect(cvDocumentRefCode('/serveCvPdf/cv-pdf/DR-0001.pdf')).toBe('DR-0001');
    for (const bad of ['/cv-pdf/MD-142.pdf', '/cv-pdf/md-0142.pdf', '/cv/MD-0142.pdf', '/cv-pdf/../MD-0142.pdf'])
      expect(cvDocumentRefCode(bad), bad).toBeNull();
  });
});
