/**
 * A worker's generated CV document (issue 36, docs/decisions/032-cv-pdf.md): one PDF per worker and language
 * at `/cv-pdf/{refCode}.pdf?lang=en|ar&v={version}`, drawn by the `serveCvPdf` function from the texts the
 * pre-render bundle writes (the page's own mapper and locale texts). The version is a hash of everything the
 * document shows but the day it was made, so an edit gives a new address (as the preview images, decision 022).
 */
import type { Language } from './language.ts';
import { previewImageVersion } from './previewImage.ts';

/** Raise when the document's drawing changes, so every address changes with it. */
export const cvDocumentLayoutVersion = 1;

/** One fact: its name and its value, in the document's language. */
export interface CvDocumentRow {
  label: string;
  value: string;
}

export interface CvDocumentSection {
  heading: string;
  rows: CvDocumentRow[];
}

/** Everything the document says, in its language (the function only lays it out). */
export interface CvDocument {
  language: Language;
  refCode: string;
  /** The worker's name, as the page's heading. */
  name: string;
  /** "Reference MD-0101", as the page says it. */
  refLine: string;
  /** The document's title ("Worker CV"). */
  title: string;
  officeName: string;
  /** The office's uploaded logo (settings `logoUrl`), drawn when it is a JPEG or PNG; else the office's mark. */
  logoUrl: string | null;
  /** "Licence no. 1234", or null when the office has not saved one. */
  licence: string | null;
  /** The profile's address (the QR code's content) and the words beside it. */
  profileUrl: string;
  scanNote: string;
  sections: CvDocumentSection[];
  /** The page's description paragraph under its heading, or null. */
  description: { heading: string; text: string } | null;
  /** The worker's photo is drawn: only with consent and never for a transfer worker (mayShowStaffPhoto). */
  withPhoto: boolean;
  /** "Made on 27 November 2026" (Riyadh): not part of the version. */
  madeOn: string;
  /** The document's one address, with its version. */
  href: string;
}

/** The document's site path. */
export function cvDocumentPath(refCode: string, language: Language, version: string): string {
  return `/cv-pdf/${encodeURIComponent(refCode)}.pdf?lang=${language}&v=${encodeURIComponent(version)}`;
}

/** The version of a document: everything it shows (the day it was made left out), with the layout version. */
export function cvDocumentVersion(document: Omit<CvDocument, 'madeOn' | 'href'>, photoPath: string | null): string {
  return previewImageVersion([
    'cv',
    cvDocumentLayoutVersion,
    JSON.stringify(document),
    document.withPhoto ? photoPath : null,
  ]);
}

/** The reference code of `/cv-pdf/{refCode}.pdf` (the path may carry a prefix, e.g. the function's name); else null. */
export function cvDocumentRefCode(pathname: string): string | null {
  const match = /(?:^|\/)cv-pdf\/([A-Z]{2}-[0-9]{4})\.pdf$/.exec(pathname);
  return match ? match[1]! : null;
}
