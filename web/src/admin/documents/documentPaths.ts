import { countryCodes, type CountryCode } from '@/lib/countries';

/** Storage layout of the PDF document manager (docs/architecture.md#data-model). Pure helpers. */
export const documentsRoot = 'documents';
export const archiveFolderName = '__archived';
export const listPageSize = 100;
/** storage.rules: documents are PDFs of at most 20 MB. */
export const documentMaxBytes = 20 * 1024 * 1024;

export type DocumentFolder = CountryCode | 'unassigned';
export const documentFolders: readonly DocumentFolder[] = [...countryCodes, 'unassigned'];
export type FolderFilter = DocumentFolder | 'all';

export function isDocumentFolder(value: unknown): value is DocumentFolder {
  return typeof value === 'string' && (documentFolders as readonly string[]).includes(value);
}

/** `documents/{country|unassigned}` */
export function folderPath(folder: DocumentFolder): string {
  return `${documentsRoot}/${folder}`;
}

/**
 * A safe object name: no folders, no control characters, only letters (any script), digits,
 * spaces and `. _ - ( )`; at most 150 characters; always ending in `.pdf`.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const withoutExt = base.replace(/\.pdf$/i, '');
  const cleaned = withoutExt
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '-')
    .replace(/\s+/g, ' ')
    .replace(/-{2,}/g, '-')
    .replace(/^[.\s-]+|[.\s-]+$/g, '')
    .slice(0, 146);
  return `${cleaned || 'document'}.pdf`;
}

/** `documents/{folder}/{sanitised name}` */
export function documentPath(folder: DocumentFolder, fileName: string): string {
  return `${folderPath(folder)}/${sanitizeFileName(fileName)}`;
}

/** `documents/{folder}/__archived/{name}`; `suffix` (e.g. a timestamp) avoids overwriting an earlier archive. */
export function archivePath(folder: DocumentFolder, fileName: string, suffix?: string): string {
  const name = suffix ? fileName.replace(/(\.pdf)?$/i, `-${suffix}$1`) : fileName;
  return `${folderPath(folder)}/${archiveFolderName}/${name}`;
}

/** The folder of a stored document path, or null when it is not a live document path. */
export function folderOfPath(path: string): DocumentFolder | null {
  const parts = path.split('/');
  if (parts.length !== 3 || parts[0] !== documentsRoot) return null;
  return isDocumentFolder(parts[1]) ? parts[1] : null;
}

/** A PDF by type or by a `.pdf` name ending. */
export function isPdf(file: { name: string; type: string }): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

/** Splits chosen files into PDFs to upload, non-PDFs, PDFs over 20 MB and repeated names of the batch. */
export function partitionPdfs<T extends { name: string; type: string; size: number }>(
  files: readonly T[],
): { pdfs: T[]; notPdf: T[]; tooLarge: T[]; duplicates: T[] } {
  const pdfs: T[] = [];
  const notPdf: T[] = [];
  const tooLarge: T[] = [];
  const duplicates: T[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    if (!isPdf(file)) {
      notPdf.push(file);
      continue;
    }
    if (file.size > documentMaxBytes) {
      tooLarge.push(file);
      continue;
    }
    const key = sanitizeFileName(file.name);
    if (seen.has(key)) duplicates.push(file);
    else {
      seen.add(key);
      pdfs.push(file);
    }
  }
  return { pdfs, notPdf, tooLarge, duplicates };
}

/** Human-readable size in binary units, e.g. `1.5 MB`. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export function totalSize(items: readonly { size: number }[]): number {
  return items.reduce((sum, item) => sum + (Number.isFinite(item.size) ? item.size : 0), 0);
}

/**
 * Paging over several folders ("All"): the cursor names the folder being listed and its page
 * token. After a page, stay on the folder while it has more pages, else move to the next one.
 */
export interface ListCursor {
  folderIndex: number;
  pageToken: string | undefined;
}

export function advanceCursor(
  cursor: ListCursor,
  nextPageToken: string | undefined,
  folderCount: number,
): ListCursor | null {
  if (nextPageToken) return { folderIndex: cursor.folderIndex, pageToken: nextPageToken };
  const next = cursor.folderIndex + 1;
  return next < folderCount ? { folderIndex: next, pageToken: undefined } : null;
}

/** The folders a filter lists, in display order. */
export function foldersFor(filter: FolderFilter): readonly DocumentFolder[] {
  return filter === 'all' ? documentFolders : [filter];
}
