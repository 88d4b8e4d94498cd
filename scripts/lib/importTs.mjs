// Node runs the project's import-free .ts sources directly (type stripping). This imports one by its
// path from the repository root and silences Node's note about package types while it loads.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './emulatorSetup.mjs';

/** @param {string} fromRoot a path inside the repository, e.g. `model/src/settings.ts` */
export async function importTs(fromRoot) {
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
