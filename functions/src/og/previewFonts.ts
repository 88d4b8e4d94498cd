import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { woffToSfnt } from './woffToSfnt';

/**
 * The card's fonts: the site's own (Inter for English, IBM Plex Sans Arabic for Arabic, the @fontsource
 * files the pages self-host), medium and bold, from the installed packages: nothing is fetched.
 */
export const previewFontFiles = [
  '@fontsource/inter/files/inter-latin-500-normal.woff',
  '@fontsource/inter/files/inter-latin-700-normal.woff',
  '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-500-normal.woff',
  '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff',
  '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-500-normal.woff',
  '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-700-normal.woff',
] as const;

/**
 * The fonts as TrueType files in a temporary folder (resvg 2.6 reads font files, not WOFF and not
 * buffers); their paths. Once per instance (Cloud Functions' /tmp is in memory, about 400 KB here).
 */
export function writePreviewFonts(): string[] {
  const require = createRequire(__filename);
  mkdirSync(tmpdir(), { recursive: true });
  const folder = mkdtempSync(path.join(tmpdir(), 'preview-fonts-'));
  return previewFontFiles.map((file) => {
    const target = path.join(folder, `${path.basename(file, '.woff')}.ttf`);
    writeFileSync(target, woffToSfnt(readFileSync(require.resolve(file))));
    return target;
  });
}
