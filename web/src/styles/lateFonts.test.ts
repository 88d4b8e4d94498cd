import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { arabicCoreRange, arabicRestRange } from './arabicFontRanges';
import { addLateFonts, addLateFontsAfterLoad } from './lateFonts';

const normalise = (range: string) => range.replace(/\s+/g, ' ').trim();
const arabicFaces = (file: string) =>
  readFileSync(new URL(file, import.meta.url), 'utf8')
    .split('@font-face')
    .slice(1)
    .filter((face) => face.includes("'IBM Plex Sans Arabic'"))
    .map((face) => ({
      weight: /font-weight:\s*(\d+)/.exec(face)?.[1],
      src: /url\('([^']+)'\)/.exec(face)?.[1],
      range: normalise(/unicode-range:([^;]+);/.exec(face)?.[1] ?? ''),
    }));

describe('late fonts', () => {
  it('the late 600 faces cover the same two ranges as the 400 faces, which only arabicFonts.css declares (not latinFonts.css)', () => {
    expect(arabicFaces('./latinFonts.css')).toEqual([]);
    expect(arabicFaces('./arabicFonts.css')).toEqual([
      { weight: '400', src: './fonts/ibm-plex-sans-arabic-core-400.woff2', range: normalise(arabicCoreRange) },
      {
        weight: '400',
        src: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2',
        range: normalise(arabicRestRange),
      },
    ]);
  });

  it('adds the 600 faces, core and rest, with their ranges, optional', () => {
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
    expect(set.add).toHaveBeenCalledTimes(2);
    expect(added[0]).toMatchObject({
      family: 'IBM Plex Sans Arabic',
      descriptors: { weight: '600', display: 'optional', unicodeRange: arabicCoreRange },
    });
    expect(added[0]!.source).toMatch(/^url\(.*ibm-plex-sans-arabic-core-600.*\.woff2\) format\('woff2'\)$/);
    expect(added[1]).toMatchObject({ descriptors: { weight: '600', unicodeRange: arabicRestRange } });
    expect(added[1]!.source).toMatch(/^url\(.*ibm-plex-sans-arabic-arabic-600-normal.*\.woff2\) format\('woff2'\)$/);
  });

  it('adds them once to a font set (the early layer at load, the app again on a switch to Arabic)', () => {
    vi.stubGlobal('FontFace', class {});
    const set = { add: vi.fn() } as unknown as FontFaceSet;
    addLateFonts(set);
    addLateFonts(set);
    vi.unstubAllGlobals();
    expect(set.add).toHaveBeenCalledTimes(2);
  });

  it('does nothing without the FontFace API', () => {
    vi.stubGlobal('FontFace', undefined);
    expect(() => addLateFonts({ add: () => undefined } as unknown as FontFaceSet)).not.toThrow();
    vi.unstubAllGlobals();
  });

  it('adds them on an Arabic page only, after its load', () => {
    const pageWith = (lang: string, readyState: string) => {
      const set = { add: vi.fn() };
      const listeners: Array<() => void> = [];
      const target = {
        document: { documentElement: { lang }, readyState, fonts: set },
        addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      } as unknown as Window;
      return { set, listeners, target };
    };
    vi.stubGlobal('FontFace', class {});
    const english = pageWith('en', 'complete');
    addLateFontsAfterLoad(english.target);
    expect(english.set.add).not.toHaveBeenCalled();
    const englishLoading = pageWith('en', 'interactive');
    addLateFontsAfterLoad(englishLoading.target);
    englishLoading.listeners.forEach((listener) => listener());
    expect(englishLoading.set.add).not.toHaveBeenCalled();

    const loaded = pageWith('ar', 'complete');
    addLateFontsAfterLoad(loaded.target);
    expect(loaded.set.add).toHaveBeenCalledTimes(2);

    const loading = pageWith('ar', 'interactive');
    addLateFontsAfterLoad(loading.target);
    expect(loading.set.add).not.toHaveBeenCalled();
    loading.listeners.forEach((listener) => listener());
    expect(loading.set.add).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});
