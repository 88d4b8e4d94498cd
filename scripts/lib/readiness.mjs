// "Ready" means every emulator we started answers and the functions emulator has loaded every
// exported function (before that, a callable answers 404 for a few seconds after the site is up).
// Used by npm start and npm run dev before they print the URLs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { host, ports, projectId, root } from './emulatorSetup.mjs';

/**
 * Names of the functions the built bundle exports (groups as `group-name`, as the emulator names
 * them; the `default` export, a CommonJS view of the same functions, is skipped). Loaded in a child process so the bundle's firebase-admin set-up stays out of this one.
 */
export function exportedFunctionNames(entry = path.join(root, 'functions', 'lib', 'index.js')) {
  const code = `
    const names = (mod, prefix = '') => Object.entries(mod).flatMap(([key, value]) =>
      typeof value === 'function' && value.__endpoint ? [prefix + key]
      : value && typeof value === 'object' && !Array.isArray(value) ? names(value, prefix + key + '-') : []);
    import(process.argv[1]).then(({ default: _commonJsView, ...mod }) => console.log(JSON.stringify(names(mod))));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code, entry], {
    encoding: 'utf8',
    env: { ...process.env, GCLOUD_PROJECT: projectId },
  });
  if (result.status !== 0)
    throw new Error(`Could not list the functions in ${entry}: ${result.stderr.trim().split('\n')[0]}`);
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

/** The expected functions the emulator has not loaded yet, from its `/backends` answer. */
export function missingFunctions(expected, backendsAnswer) {
  const loaded = new Set(
    (backendsAnswer?.backends ?? []).flatMap((backend) =>
      (backend.functionTriggers ?? []).map((trigger) => trigger.name ?? trigger.id),
    ),
  );
  return expected.filter((name) => !loaded.has(name));
}

/** The emulators (by hub name) that are not listed as running yet. */
export function missingEmulators(wanted, hubAnswer) {
  return wanted.filter((name) => !hubAnswer || !(name in hubAnswer));
}

async function getJson(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/**
 * Waits until the hub lists `emulators` and, when functions run, every exported function is loaded.
 * Rejects after the timeout with what is still missing.
 */
export async function waitUntilReady({ emulators, functions = [], timeoutMs = 180_000, pollMs = 500 }) {
  const deadline = Date.now() + timeoutMs;
  let waitingFor = [];
  while (Date.now() < deadline) {
    const hub = await getJson(`http://${host}:${ports.hub}/emulators`);
    waitingFor = missingEmulators(emulators, hub);
    if (waitingFor.length === 0 && functions.length > 0) {
      waitingFor = missingFunctions(functions, await getJson(`http://${host}:${ports.functions}/backends`)).map(
        (name) => `function ${name}`,
      );
    }
    if (waitingFor.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(
    `The emulators were not ready after ${timeoutMs / 1000} s; still waiting for: ${waitingFor.join(', ')}`,
  );
}
