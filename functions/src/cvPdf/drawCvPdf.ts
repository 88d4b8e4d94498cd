import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import type { CvDocument } from '@household/model';
import { mirroredReverse, visualRuns, type Direction } from './bidiLine';

/**
 * Lays a worker's CV document out as an A4 PDF (docs/decisions/032-cv-pdf.md) with pdfkit: the texts come
 * made (the pre-render bundle's `renderCvDocument`); this file only places them. Arabic runs are shaped by
 * fontkit (joined letters, lam-alef) with the site's own IBM Plex Sans Arabic; the order of the runs in a
 * line is bidiLine's. Fonts are embedded as subsets, so the file holds only the glyphs it uses.
 */

type FontName = 'arabic' | 'arabicBold' | 'latin' | 'latinBold';

const fontFiles: Record<FontName, string> = {
  arabic: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff',
  arabicBold: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff',
  latin: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff',
  latinBold: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-600-normal.woff',
};

let parsedFonts: Record<FontName, Font> | undefined;

/**
 * The fonts, read from the installed @fontsource package (nothing is fetched) and parsed once per instance:
 * fontkit reads a font's shaping tables on its first use (about 130 ms for the Arabic face), so every
 * document shares the parsed fonts (pdfkit embeds a subset of each per document).
 */
async function fonts(): Promise<Record<FontName, Font>> {
  if (!parsedFonts) {
    const fontkit = await import('fontkit');
    const require = createRequire(__filename);
    parsedFonts = Object.fromEntries(
      Object.entries(fontFiles).map(([name, file]) => [name, fontkit.create(readFileSync(require.resolve(file)))]),
    ) as Record<FontName, Font>;
  }
  return parsedFonts;
}

export interface CvPdfImages {
  /** The worker's photo (JPEG or PNG), only when the document may show it. */
  photo: Buffer | null;
  /** The office's uploaded logo (JPEG or PNG), or null for the office's mark. */
  logo: Buffer | null;
}

const page = { width: 595.28, height: 841.89, margin: 42 };
const ink = '#1f2937';
const muted = '#4b5563';
const accent = '#0f766e';
const labelWidth = 150;
const arabicLetters = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/** The character's font key: Arabic letters (and the Arabic signs only that font has) or Latin; '' for a space. */
function fontKey(char: string): 'arabic' | 'latin' | '' {
  if (char === ' ') return '';
  return arabicLetters.test(char) ? 'arabic' : 'latin';
}

/** The document's drawing pen: lines at the reading start, in the document's direction. */
class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly direction: Direction;
  y = page.margin;

  constructor(doc: PDFKit.PDFDocument, direction: Direction) {
    this.doc = doc;
    this.direction = direction;
  }

  private fontOf(key: string, bold: boolean): FontName {
    const family = key === 'arabic' ? 'arabic' : 'latin';
    return bold ? `${family}Bold` : family;
  }

  /** The width of one line of text. */
  width(text: string, size: number, bold = false): number {
    return visualRuns(text, this.direction, fontKey).reduce(
      (sum, run) => sum + this.doc.font(this.fontOf(run.key, bold)).fontSize(size).widthOfString(run.text),
      0,
    );
  }

  /** The text cut into lines of at most `width` points, at spaces (a longer word stays whole). */
  wrap(text: string, width: number, size: number, bold = false): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && this.width(candidate, size, bold) > width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      lines.push(line);
    }
    return lines;
  }

  /** The page's x of a box `width` wide starting `offset` points from the reading start. */
  boxX(offset: number, width: number): number {
    return this.direction === 'rtl' ? page.width - page.margin - offset - width : page.margin + offset;
  }

  /**
   * One line in a box: runs placed and drawn left to right in their visual order. An Arabic run goes to
   * fontkit word by word as each word is read (fontkit shapes it and sets it right to left), the words from
   * the left: a text extractor (pdf.js) then reads the line back in order, which a run drawn in one go with
   * its spaces does not give. A right-to-left run of Latin signs is reversed and mirrored here.
   */
  line(
    text: string,
    box: { offset: number; width: number },
    size: number,
    options: { bold?: boolean; color?: string } = {},
  ) {
    const bold = options.bold ?? false;
    const runs = visualRuns(text, this.direction, fontKey).map((run) => {
      const font = this.fontOf(run.key, bold);
      const drawn = run.rtl && run.key !== 'arabic' ? mirroredReverse(run.text) : run.text;
      return { ...run, font, drawn, width: this.doc.font(font).fontSize(size).widthOfString(drawn) };
    });
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    const left = this.boxX(box.offset, box.width);
    let x = this.direction === 'rtl' ? left + box.width - total : left;
    this.doc.fillColor(options.color ?? ink);
    for (const run of runs) {
      this.doc.font(run.font).fontSize(size);
      if (run.key !== 'arabic') this.doc.text(run.drawn, x, this.y, { lineBreak: false });
      else {
        // Right to left: the last word is the leftmost. Left to right (Arabic signs in a number): sign by sign,
        // so fontkit does not turn them around.
        const pieces = run.rtl ? run.drawn.split(' ').reverse() : [...run.drawn];
        const space = run.rtl ? this.doc.widthOfString(' ') : 0;
        let pieceX = x;
        for (const piece of pieces) {
          if (piece) this.doc.text(piece, pieceX, this.y, { lineBreak: false });
          pieceX += this.doc.widthOfString(piece) + space;
        }
      }
      x += run.width;
    }
  }

  /** Room for `height` more points on this page, or a new page. */
  room(height: number) {
    if (this.y + height > page.height - page.margin) {
      this.doc.addPage();
      this.y = page.margin;
    }
  }
}

/** The office's mark (the favicon's drawing, as the preview images draw it), `size` points square. */
function drawMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  doc
    .save()
    .translate(x, y)
    .scale(size / 64);
  doc.roundedRect(0, 0, 64, 64, 14).fill(accent);
  doc.path('M32 14 12 30h6v20h10V38h8v12h10V30h6z').fill('#ffffff');
  doc.restore();
}

type QrFactory = typeof import('qrcode-generator');

/** A QR code of `text`, `size` points square, black on white with its quiet zone inside the square. */
function drawQr(qrcode: QrFactory, doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const cell = size / (count + 8);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row += 1)
    for (let column = 0; column < count; column += 1)
      if (qr.isDark(row, column)) doc.rect(x + (column + 4) * cell, y + (row + 4) * cell, cell, cell);
  doc.fill('#000000').restore();
}

/** An image cropped to a square (photo) or fitted inside it (logo). */
function drawImage(doc: PDFKit.PDFDocument, bytes: Buffer, x: number, y: number, size: number, crop: boolean) {
  doc.save().rect(x, y, size, size).clip();
  doc.image(bytes, x, y, crop ? { cover: [size, size], align: 'center', valign: 'center' } : { fit: [size, size] });
  doc.restore();
}

/**
 * A glyph fontkit made of several Arabic letters (a ligature such as lam-alef) is listed in the PDF's text map
 * (ToUnicode) with its letters in reading order; text extractors turn an Arabic word drawn right to left
 * around character by character, which would swap those letters. Listing them reversed gives the words back
 * in order (pdfkit keeps the map in each font's `unicode`, not a public API: the extraction test fails if it
 * changes).
 */
function reverseArabicLigatures(doc: PDFKit.PDFDocument) {
  const families = (doc as unknown as { _fontFamilies?: Record<string, { unicode?: number[][] }> })._fontFamilies;
  // A font is listed under its key and its PostScript name: once each.
  for (const font of new Set(Object.values(families ?? {}))) {
    font.unicode?.forEach((codePoints, glyph) => {
      if (codePoints.length > 1 && codePoints.every((point) => arabicLetters.test(String.fromCodePoint(point))))
        font.unicode![glyph] = [...codePoints].reverse();
    });
  }
}

/**
 * The document as PDF bytes. pdfkit and the QR encoder load with the first document only (the other
 * functions of the codebase never load them).
 */
export async function drawCvPdf(cv: CvDocument, images: CvPdfImages): Promise<Buffer> {
  const [{ default: PDFDocument }, { default: qrcode }, parsed] = await Promise.all([
    import('pdfkit'),
    import('qrcode-generator'),
    fonts(),
  ]);
  const direction: Direction = cv.language === 'ar' ? 'rtl' : 'ltr';
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    lang: cv.language,
    displayTitle: true,
    info: { Title: `${cv.title} · ${cv.refCode}`, Author: cv.officeName, Subject: cv.refLine },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit takes a parsed fontkit font where its types say bytes (PDFFontFactory.open: `src.layout`).
  for (const [name, font] of Object.entries(parsed)) doc.registerFont(name, font as unknown as Buffer);
  const pen = new Pen(doc, direction);
  const full = page.width - 2 * page.margin;

  // Header: the office (logo or mark, name, licence) at the reading start; the QR code of the profile at the end.
  const qrSize = 76;
  const logoSize = 44;
  if (images.logo) drawImage(doc, images.logo, pen.boxX(0, logoSize), pen.y, logoSize, false);
  else drawMark(doc, pen.boxX(0, logoSize), pen.y, logoSize);
  const officeBox = { offset: logoSize + 12, width: full - logoSize - 12 - qrSize - 12 };
  pen.y += 4;
  pen.line(cv.officeName, officeBox, 15, { bold: true });
  pen.y += 22;
  if (cv.licence) pen.line(cv.licence, officeBox, 10, { color: muted });
  drawQr(qrcode, doc, cv.profileUrl, pen.boxX(full - qrSize, qrSize), page.margin, qrSize);
  pen.y = page.margin + qrSize + 2;
  for (const line of pen.wrap(cv.scanNote, qrSize + 40, 7)) {
    pen.line(line, { offset: full - qrSize - 40, width: qrSize + 40 }, 7, { color: muted });
    pen.y += 9;
  }
  pen.y = Math.max(pen.y, page.margin + logoSize + 40);
  doc
    .moveTo(page.margin, pen.y)
    .lineTo(page.width - page.margin, pen.y)
    .lineWidth(0.8)
    .strokeColor(accent)
    .stroke();
  pen.y += 12;

  // The worker: photo (only with consent), name, reference, the document's title and day.
  const photoSize = 96;
  const top = pen.y;
  const textOffset = images.photo ? photoSize + 14 : 0;
  if (images.photo) drawImage(doc, images.photo, pen.boxX(0, photoSize), top, photoSize, true);
  const nameBox = { offset: textOffset, width: full - textOffset };
  pen.line(cv.title, nameBox, 10, { color: accent, bold: true });
  pen.y += 16;
  pen.line(cv.name, nameBox, 20, { bold: true });
  pen.y += 30;
  pen.line(cv.refLine, nameBox, 11, { color: muted });
  pen.y += 16;
  pen.line(cv.madeOn, nameBox, 9, { color: muted });
  pen.y = Math.max(pen.y + 20, images.photo ? top + photoSize + 14 : 0);

  // The facts, section by section: the fact's name at the start, its value beside it (wrapped).
  const valueBox = { offset: labelWidth + 10, width: full - labelWidth - 10 };
  for (const section of cv.sections) {
    pen.room(50);
    pen.line(section.heading, { offset: 0, width: full }, 12, { bold: true, color: accent });
    pen.y += 20;
    for (const row of section.rows) {
      const lines = pen.wrap(row.value, valueBox.width, 10);
      pen.room(lines.length * 14 + 4);
      pen.line(row.label, { offset: 0, width: labelWidth }, 10, { bold: true, color: muted });
      for (const line of lines) {
        pen.line(line, valueBox, 10);
        pen.y += 14;
      }
      pen.y += 4;
    }
    pen.y += 8;
  }
  if (cv.description) {
    pen.room(50);
    pen.line(cv.description.heading, { offset: 0, width: full }, 12, { bold: true, color: accent });
    pen.y += 20;
    for (const line of pen.wrap(cv.description.text, full, 10)) {
      pen.room(14);
      pen.line(line, { offset: 0, width: full }, 10);
      pen.y += 14;
    }
  }
  pen.room(20);
  pen.y += 10;
  pen.line(cv.profileUrl, { offset: 0, width: full }, 8, { color: muted });

  reverseArabicLigatures(doc);
  doc.end();
  return done;
}
