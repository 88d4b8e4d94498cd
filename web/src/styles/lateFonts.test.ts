import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { addLateFonts, arabicUnicodeRange } from './lateFonts';

const normalise = (range: string) => range.replace(/\s+/g, ' ').trim();

describe('late fonts', () => {
  it('the Arabic 600 face covers the same characters as the 400 face in fonts.css, and is not declared there', () => {
    const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
    const faces = css.split('@font-face').slice(1);
    const arabic = faces.filter((face) => face.includes("'IBM Plex Sans Arabic'"));
    expect(arabic.map((face) => /font-weight:\s*(\d+)/.exec(face)?.[1])).toEqual(['400']);
    const range = /unicode-range:([^;]+);/.exec(arabic[0]!)?.[1] ?? '';
    expect(normalise(arabicUnicodeRange)).toBe(normalise(range));
  });

  it('adds the 600 face with the range and swap', () => {
    const added: Array<{ family: string; source: string; descriptors: FontFaceDescriptors }> = [];
    vi.stubGlobal(
      'FontFace',
      class {
        constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
          added.push({ family, source, descriptors });
        }
      },
    );
    const set = { add: vi.fn() } as unknown as FontFaceSet;
    addLateFonts(set);
    vi.unstubAllGlobals();
    expect(set.add).toHaveBeenCalledTimes(1);
    expect(added[0]).toMatchObject({
      family: 'IBM Plex Sans Arabic',
      descriptors: { weight: '600', display: 'swap', unicodeRange: arabicUnicodeRange },
    });
    expect(added[0]!.source).toMatch(/^url\(.*ibm-plex-sans-arabic-arabic-600-normal.*\.woff2\) format\('woff2'\)$/);
  });

  it('does nothing without the FontFace API', () => {
    vi.stubGlobal('FontFace', undefined);
    expect(() => addLateFonts({ add: () => undefined } as unknown as FontFaceSet)).not.toThrow();
    vi.unstubAllGlobals();
  });
});
