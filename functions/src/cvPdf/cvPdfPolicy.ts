/**
 * How the generated CV documents are served (docs/decisions/032-cv-pdf.md): as the preview images
 * (decision 022), one versioned address each, an hour on the CDN. Pure, unit tested.
 */
import { cvDocumentRefCode, isLanguage, type Language } from '@household/model';

// The 404, redirect and canonical-address rules are the preview images' (og/versionedFile.ts).
export { previewCacheControl as cvCacheControl } from '../og/previewPolicy';

export interface CvPdfRequest {
  refCode: string;
  language: Language;
}

/** `/cv-pdf/{refCode}.pdf?lang=ar`: the worker and the language (English unless `ar`); null for any other path. */
export function parseCvPdfRequest(path: string, query: Record<string, unknown>): CvPdfRequest | null {
  const refCode = cvDocumentRefCode(path);
  if (!refCode) return null;
  return { refCode, language: isLanguage(query.lang) ? query.lang : 'en' };
}

/** The download's name, e.g. `MD-0101-ar.pdf` (shown inline; saved under this name). */
export function cvPdfDisposition(request: CvPdfRequest): string {
  return `inline; filename="${request.refCode}-${request.language}.pdf"`;
}

/** Images the document draws: JPEG or PNG, known by their first bytes (not by a stored type or a name). */
export function drawableImage(bytes: Uint8Array): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte);
  return jpeg || png;
}

/** The most bytes an uploaded logo may have to be drawn (a bigger one is left out; the mark is drawn). */
export const maxLogoBytes = 2_000_000;
