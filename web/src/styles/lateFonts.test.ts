import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { arabicCoreRange, arabicRestRange } from './arabicFontRanges';
import { facesKey } from './cachedFaces';
import { addLateFonts, addLateFontsAfterLoad, cachedFontKey, coreFaceFiles, type LateFontsWindow } from './lateFonts';

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

  /** `faces`: the page's `<style data-faces>` (decision 039); none by default (the admin shell, npm run dev). */
  const pageWith = (
    lang: string,
    readyState: string,
    stored: string | null = null,
    faces: { version: string; media: string } | null = null,
    storedFaces: Record<string, string> = {},
  ) => {
    const set = { add: vi.fn() };
    const listeners: Array<() => void> = [];
    const storage = new Map<string, string>(stored === null ? [] : [[cachedFontKey, stored]]);
    for (const [key, value] of Object.entries(storedFaces)) storage.set(key, value);
    const fetched: string[] = [];
    const style = faces && { media: faces.media, getAttribute: () => faces.version };
    const target = {
      document: {
        documentElement: { lang },
        readyState,
        fonts: set,
        querySelector: (selector: string) => (selector === 'style[data-faces]' ? style : null),
      },
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
      },
      fetch: (url: string) => {
        fetched.push(url);
        return Promise.resolve({ ok: true, arrayBuffer: () => Promise.resolve(new ArrayBuffer(8)) });
      },
    } as unknown as LateFontsWindow;
    return { set, listeners, target, storage, fetched };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('never touches an English page', async () => {
    vi.stubGlobal('FontFace', class {});
    const english = pageWith('en', 'complete');
    addLateFontsAfterLoad(english.target);
    const loading = pageWith('en', 'interactive');
    addLateFontsAfterLoad(loading.target);
    loading.listeners.forEach((listener) => listener());
    await settle();
    vi.unstubAllGlobals();
    for (const page of [english, loading]) {
      expect(page.set.add).not.toHaveBeenCalled();
      expect(page.fetched).toEqual([]);
    }
  });

  it("an Arabic page's first visit fetches the core for the next pages after load, and adds no face", async () => {
    vi.stubGlobal('FontFace', class {});
    const first = pageWith('ar', 'interactive');
    addLateFontsAfterLoad(first.target);
    expect(first.fetched).toEqual([]);
    first.listeners.forEach((listener) => listener());
    await settle();
    expect(first.fetched).toHaveLength(1);
    expect(first.fetched[0]).toMatch(/ibm-plex-sans-arabic-core-600.*\.woff2$/);
    expect(first.storage.get(cachedFontKey)).toBe(first.fetched[0]);
    expect(first.set.add).not.toHaveBeenCalled();

    // The next page finds it cached and adds both faces at once, fetching nothing itself.
    const next = pageWith('ar', 'complete', first.fetched[0]!);
    addLateFontsAfterLoad(next.target);
    await settle();
    expect(next.set.add).toHaveBeenCalledTimes(2);
    expect(next.fetched).toEqual([]);

    // A core of an older deploy (another address) is fetched again, not added.
    const stale = pageWith('ar', 'complete', '/assets/ibm-plex-sans-arabic-core-600-OLD.woff2');
    addLateFontsAfterLoad(stale.target);
    await settle();
    vi.unstubAllGlobals();
    expect(stale.set.add).not.toHaveBeenCalled();
    expect(stale.fetched).toHaveLength(1);
  });

  it('a failed fetch marks nothing, so the next page tries again', async () => {
    vi.stubGlobal('FontFace', class {});
    const offline = pageWith('ar', 'complete');
    offline.target.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    addLateFontsAfterLoad(offline.target);
    const missing = pageWith('ar', 'complete');
    missing.target.fetch = (() => Promise.resolve({ ok: false, status: 404 })) as unknown as typeof fetch;
    addLateFontsAfterLoad(missing.target);
    await settle();
    vi.unstubAllGlobals();
    expect(offline.storage.has(cachedFontKey)).toBe(false);
    expect(missing.storage.has(cachedFontKey)).toBe(false);
  });

  it('a page drawn without its faces fetches its language’s core files after load, then stores their version (decision 039)', async () => {
    vi.stubGlobal('FontFace', class {});
    const english = pageWith('en', 'interactive', null, { version: 'v1', media: 'not all' });
    addLateFontsAfterLoad(english.target);
    expect(english.fetched).toEqual([]); // not before load
    english.listeners.forEach((listener) => listener());
    await settle();
    expect(english.fetched).toEqual([...coreFaceFiles.en]);
    expect(english.fetched.join(' ')).toMatch(/inter-core-400.*inter-core-600/);
    expect(english.storage.get(facesKey('en'))).toBe('v1');
    expect(english.set.add).not.toHaveBeenCalled();

    // Arabic: the 400 core for the faces, the 600 core for the late faces; none added on this page.
    const arabic = pageWith('ar', 'complete', null, { version: 'v1', media: 'not all' });
    addLateFontsAfterLoad(arabic.target);
    await settle();
    expect(arabic.fetched).toEqual([...coreFaceFiles.ar, arabic.fetched[1]]);
    expect(arabic.fetched[0]).toMatch(/ibm-plex-sans-arabic-core-400/);
    expect(arabic.fetched[1]).toMatch(/ibm-plex-sans-arabic-core-600/);
    expect(arabic.storage.get(facesKey('ar'))).toBe('v1');
    expect(arabic.storage.has(facesKey('en'))).toBe(false);
    expect(arabic.set.add).not.toHaveBeenCalled();

    // With the 600 core cached but the 400 faces not applied, the page adds no 600 face either.
    const half = pageWith('ar', 'complete', arabic.fetched[1]!, { version: 'v2', media: 'not all' });
    addLateFontsAfterLoad(half.target);
    await settle();
    expect(half.set.add).not.toHaveBeenCalled();
    expect(half.fetched).toEqual([...coreFaceFiles.ar]);

    // The next page, its faces applied by the head script: nothing fetched, the 600 faces added.
    const next = pageWith(
      'ar',
      'complete',
      arabic.fetched[1]!,
      { version: 'v1', media: 'all' },
      { [facesKey('ar')]: 'v1' },
    );
    addLateFontsAfterLoad(next.target);
    await settle();
    vi.unstubAllGlobals();
    expect(next.fetched).toEqual([]);
    expect(next.set.add).toHaveBeenCalledTimes(2);
  });

  it('a failed core file stores no version, so the next page tries again', async () => {
    vi.stubGlobal('FontFace', class {});
    const page = pageWith('en', 'complete', null, { version: 'v1', media: 'not all' });
    page.target.fetch = ((url: string) =>
      url.includes('600')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve({
            ok: true,
            arrayBuffer: () => Promise.resolve(new ArrayBuffer(8)),
          })) as unknown as typeof fetch;
    addLateFontsAfterLoad(page.target);
    await settle();
    vi.unstubAllGlobals();
    expect(page.storage.has(facesKey('en'))).toBe(false);
  });
});
