import { describe, expect, it } from 'vitest';
import { cvPdfDisposition, drawableImage, parseCvPdfRequest } from './cvPdfPolicy';

describe('parseCvPdfRequest', () => {
  it('reads the worker and the language, English unless Arabic is asked', () => {
    expect(parseCvPdfRequest('/cv-pdf/MD-0101.pdf', { lang: 'ar' })).toEqual({ refCode: 'MD-0101', language: 'ar' });
    expect(parseCvPdfRequest('/cv-pdf/MD-0101.pdf', { lang: 'fr' })).toEqual({ refCode: 'MD-0101', language: 'en' });
    expect(parseCvPdfRequest('/cv-pdf/MD-0101.pdf', { lang: ['ar', 'en'] })).toEqual({
      refCode: 'MD-0101',
      language: 'en',
    });
  });

  it('refuses any other path', () => {
    for (const path of ['/cv-pdf/MD-0101.png', '/cv-pdf/../staff/MD-0101.pdf', '/cv/MD-0101.pdf', '/cv-pdf/'])
      expect(parseCvPdfRequest(path, {}), path).toBeNull();
  });
});

describe('cvPdfDisposition / drawableImage', () => {
  it('names the file by worker and language', () => {
    expect(cvPdfDisposition({ refCode: 'MD-0101', language: 'ar' })).toBe('inline; filename="MD-0101-ar.pdf"');
  });

  it('draws JPEG and PNG only, by their bytes', () => {
    expect(drawableImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(drawableImage(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(true);
    expect(drawableImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(false);
    expect(drawableImage(Buffer.from('RIFF....WEBP'))).toBe(false);
  });
});
