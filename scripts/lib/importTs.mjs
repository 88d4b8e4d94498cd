// Node runs the project's import-free .ts sources directly (type stripping). This imports one by its
// path from the repository root and silences Node's note about package types while it loads.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './emulatorSetup.mjs';

/**
 * A Node without type stripping (before 22.6, e.g. the machine's Node 20) cannot load .ts: the source and what it
 * imports are bundled once with rolldown (a dependency of the build) into .cache/importTs and that is loaded.
 */
async function importBundled(fromRoot) {
  const { rolldown } = await import('rolldown');
  const bundle = await rolldown({ input: path.join(root, fromRoot), platform: 'node', logLevel: 'silent' });
  const file = path.join(root, '.cache', 'importTs', `${fromRoot.replace(/[^\w]+/g, '_')}.mjs`);
  await bundle.write({ file, format: 'esm' });
  await bundle.close();
  return import(pathToFileURL(file).href);
}

/** @param {string} fromRoot a path inside the repository, e.g. `model/src/settings.ts` */
export async function importTs(fromRoot) {
  if (!process.features.typescript) return importBundled(fromRoot);
  const emit = process.emitWarning;
  process.emitWarning = (warning, ...rest) => {
    const code = typeof rest[0] === 'object' ? rest[0]?.code : rest[1];
    if (code !== 'MODULE_TYPELESS_PACKAGE_JSON') emit.call(process, warning, ...rest);
  };
  try {
    return await import(pathToFileURL(path.join(root, fromRoot)).href);
  } finally {
    process.emitWarning = emit;
  }
}
