// The text of a PDF as a reader meets it, line by line, with pdf.js (pdfjs-dist, Mozilla's PDF reader). pdf.js
// gives pieces of text (words, numbers) with their place on the page and their direction, each piece in reading
// order; a line is its pieces from the reading start: left to right, or right to left for an Arabic document.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface TextItem {
  str: string;
  dir: string;
  width: number;
  height: number;
  transform: number[];
}

const mirrors: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[' };

/**
 * Every line of every page, top to bottom. `direction` is the document's: in a right-to-left line the
 * pieces are read from the right, and a bracket drawn alone is read as its mirror (Unicode mirroring: a
 * ")" glyph opens a parenthesis when read right to left), as a reader of the page does.
 */
export async function pdfLines(bytes: Uint8Array, direction: 'ltr' | 'rtl' = 'ltr'): Promise<string[]> {
  const pdf = await getDocument({ data: bytes, isEvalSupported: false, useSystemFonts: false }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const byY = new Map<number, TextItem[]>();
    for (const item of content.items as TextItem[]) {
      if (typeof item.str !== 'string' || !item.str.trim()) continue;
      const y = Math.round(item.transform[5]!);
      byY.set(y, [...(byY.get(y) ?? []), item]);
    }
    for (const y of [...byY.keys()].sort((a, b) => b - a)) {
      const rtl = direction === 'rtl';
      const items = byY
        .get(y)!
        .sort((a, b) => (rtl ? b.transform[4]! - a.transform[4]! : a.transform[4]! - b.transform[4]!));
      let text = '';
      let previous: TextItem | null = null;
      for (const item of items) {
        const str = rtl && item.str.length === 1 && mirrors[item.str] ? mirrors[item.str]! : item.str;
        if (previous) {
          // A gap wider than a fifth of the type size is a space.
          const gap = rtl
            ? previous.transform[4]! - (item.transform[4]! + item.width)
            : item.transform[4]! - (previous.transform[4]! + previous.width);
          if (gap > Math.abs(item.transform[0]!) * 0.2) text += ' ';
        }
        text += str;
        previous = item;
      }
      lines.push(text.replace(/\s+/g, ' ').trim());
    }
  }
  await pdf.destroy();
  return lines;
}
