import { describe, expect, it } from 'vitest';
import {
  advanceCursor,
  archivePath,
  documentPath,
  folderOfPath,
  folderPath,
  foldersFor,
  formatBytes,
  isPdf,
  partitionPdfs,
  sanitizeFileName,
  totalSize,
} from './documentPaths';

describe('document paths', () => {
  it('builds folder, document and archive paths', () => {
    expect(folderPath('PH')).toBe('documents/PH');
    expect(documentPath('unassigned', 'cv.pdf')).toBe('documents/unassigned/cv.pdf');
    expect(documentPath('KE', 'My CV (2026).PDF')).toBe('documents/KE/My CV (2026).pdf');
    expect(archivePath('IN', 'cv.pdf')).toBe('documents/IN/__archived/cv.pdf');
    expect(archivePath('IN', 'cv.pdf', '1700000000000')).toBe('documents/IN/__archived/cv-1700000000000.pdf');
  });

  it('finds the folder of a live document path', () => {
    expect(folderOfPath('documents/PH/a.pdf')).toBe('PH');
    expect(folderOfPath('documents/unassigned/a.pdf')).toBe('unassigned');
    expect(folderOfPath('documents/PH/__archived/a.pdf')).toBeNull();
    expect(folderOfPath('documents/XX/a.pdf')).toBeNull();
    expect(folderOfPath('cvs/a.pdf')).toBeNull();
  });

  it('lists all eight folders for "all"', () => {
    expect(foldersFor('all')).toEqual(['PH', 'IN', 'BD', 'LK', 'ET', 'KE', 'UG', 'unassigned']);
    expect(foldersFor('LK')).toEqual(['LK']);
  });
});

describe('sanitizeFileName', () => {
  it('keeps readable names and forces .pdf', () => {
    expect(sanitizeFileName('report.pdf')).toBe('report.pdf');
    expect(sanitizeFileName('report')).toBe('report.pdf');
    expect(sanitizeFileName('سيرة ذاتية.pdf')).toBe('سيرة ذاتية.pdf');
  });

  it('removes folders, traversal and odd characters', () => {
    expect(sanitizeFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(sanitizeFileName('C:\\docs\\a b.pdf')).toBe('a b.pdf');
    expect(sanitizeFileName('a#?%*b.pdf')).toBe('a-b.pdf');
    expect(sanitizeFileName('...pdf')).toBe('document.pdf');
    expect(sanitizeFileName('x'.repeat(300) + '.pdf')).toHaveLength(150);
  });
});

describe('PDF checks', () => {
  it('accepts a PDF by type or by name', () => {
    expect(isPdf({ name: 'a.pdf', type: '' })).toBe(true);
    expect(isPdf({ name: 'a.PDF', type: 'application/octet-stream' })).toBe(true);
    expect(isPdf({ name: 'a', type: 'application/pdf' })).toBe(true);
    expect(isPdf({ name: 'a.docx', type: 'application/msword' })).toBe(false);
  });

  it('partitions files into PDFs, others and duplicates', () => {
    const result = partitionPdfs([
      { name: 'a.pdf', type: 'application/pdf', size: 10 },
      { name: 'b.txt', type: 'text/plain', size: 10 },
      { name: 'A.PDF', type: '', size: 10 },
      { name: 'a.pdf', type: 'application/pdf', size: 10 },
      { name: 'huge.pdf', type: 'application/pdf', size: 20 * 1024 * 1024 + 1 },
    ]);
    expect(result.tooLarge.map((f) => f.name)).toEqual(['huge.pdf']);
    expect(result.pdfs.map((f) => f.name)).toEqual(['a.pdf', 'A.PDF']);
    expect(result.notPdf.map((f) => f.name)).toEqual(['b.txt']);
    expect(result.duplicates.map((f) => f.name)).toEqual(['a.pdf']);
  });
});

describe('sizes', () => {
  it('formats bytes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(55 * 1024 * 1024)).toBe('55 MB');
    expect(formatBytes(-1)).toBe('0 B');
  });

  it('sums sizes', () => {
    expect(totalSize([{ size: 1 }, { size: 2 }, { size: Number.NaN }])).toBe(3);
  });
});

describe('advanceCursor', () => {
  it('stays on a folder with more pages, then moves on, then ends', () => {
    expect(advanceCursor({ folderIndex: 0, pageToken: undefined }, 'tok', 8)).toEqual({
      folderIndex: 0,
      pageToken: 'tok',
    });
    expect(advanceCursor({ folderIndex: 0, pageToken: 'tok' }, undefined, 8)).toEqual({
      folderIndex: 1,
      pageToken: undefined,
    });
    expect(advanceCursor({ folderIndex: 7, pageToken: undefined }, undefined, 8)).toBeNull();
  });
});
