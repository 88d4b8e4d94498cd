// Builds the Storage rules runtime stand-in (see README.md here and docs/decisions/005-*):
// compiles src/**/*.java with javac against the Cloud SDK Firestore emulator jar and writes a jar
// whose manifest links that jar at run time (Class-Path), so none of Google's classes are copied.
// Called by scripts/lib/emulatorSetup.mjs; the result is cached under .cache/ by source hash.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { manifestLine, storedZip } from '../../scripts/lib/zip.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const sourceRoot = path.join(here, 'src');
export const mainClass = 'household.storagerules.RuntimeMain';

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * @param {{ sdkJar: string, cacheDir: string }} options
 * @returns {string} the path of the runnable jar (`java -jar <it> serve`).
 * @throws {Error} when javac is missing or the sources do not compile against the SDK jar.
 */
export function buildStorageRulesRuntime({ sdkJar, cacheDir }) {
  const sources = filesUnder(sourceRoot)
    .filter((file) => file.endsWith('.java'))
    .sort();
  const hash = createHash('sha256');
  hash.update(`${sdkJar}\n${statSync(sdkJar).size}\n`);
  for (const file of sources) hash.update(`${path.relative(sourceRoot, file)}\n`).update(readFileSync(file));
  const key = hash.digest('hex').slice(0, 12);
  const jar = path.join(cacheDir, `storage-rules-runtime-${key}.jar`);
  if (existsSync(jar)) return jar;

  const classes = path.join(cacheDir, `storage-rules-runtime-${key}-classes-${process.pid}`);
  rmSync(classes, { recursive: true, force: true });
  mkdirSync(classes, { recursive: true });
  // -proc:none: the SDK jar lists an annotation processor that breaks compilation otherwise.
  const javac = spawnSync(
    'javac',
    ['--release', '17', '-proc:none', '-nowarn', '-cp', sdkJar, '-d', classes, ...sources],
    {
      encoding: 'utf8',
    },
  );
  if (javac.error || javac.status !== 0) {
    throw new Error(`javac could not build the Storage rules runtime: ${javac.error?.message ?? javac.stderr}`);
  }
  const manifest =
    'Manifest-Version: 1.0\r\n' +
    manifestLine(`Main-Class: ${mainClass}`) +
    manifestLine(`Class-Path: file:${sdkJar}`) +
    '\r\n';
  const entries = [{ name: 'META-INF/MANIFEST.MF', data: Buffer.from(manifest, 'utf8') }];
  for (const file of filesUnder(classes).sort()) {
    entries.push({ name: path.relative(classes, file).split(path.sep).join('/'), data: readFileSync(file) });
  }
  const partial = `${jar}.${process.pid}.tmp`; // per process, like the classes folder: parallel launches may build at once
  writeFileSync(partial, storedZip(entries));
  rmSync(classes, { recursive: true, force: true });
  // Rename last, so that a concurrent or interrupted build never leaves a half-written jar behind.
  renameSync(partial, jar);
  return jar;
}
