#!/usr/bin/env node
// npm start: build web and functions, start the emulators with the seeded demo data, serve the
// site at http://127.0.0.1:5000 and, once every emulator and function is loaded, print the URLs and
// the demo login. Ctrl-C stops everything.
// `npm start -- --blank`: no demo data at all (a real project's first day; only the demo admin in
// Auth so the portal can be reached). Then `npm run bootstrap` fills the defaults, as on a real project.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createDemoAdmin } from './lib/blankProject.mjs';
import { host, ports, root } from './lib/emulatorSetup.mjs';
import { runEmulators } from './lib/firebaseCli.mjs';
import { run } from './lib/run.mjs';
import { exportedFunctionNames, waitUntilReady } from './lib/readiness.mjs';
import { waitForPort } from './lib/waitForPort.mjs';

const argv = process.argv.slice(2);
// --no-build: serve what is already built (tests/start/start.test.ts, after `npm run build`).
if (!argv.includes('--no-build')) {
  console.log('Building functions and web app (emulator mode)...');
  if ((await run('npm', ['run', 'build'])) !== 0) {
    console.error('Build failed; fix the errors above and run npm start again.');
    process.exit(1);
  }
}

const blank = argv.includes('--blank');
// ownGroup: the CLI, its emulators (the Java ones too) in one process group, stopped together; a bad
// address gets a 400 instead of crashing the CLI (scripts/lib/urlGuard.mjs, issue 39).
const { done, setup, stopAll, signalAll } = runEmulators('start', {
  ...(blank ? {} : { importDir: './emulator-data' }),
  ownGroup: true,
});
let stopping;
const stop = () => (stopping ??= stopAll());
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop());
// Whatever ends this process (an error, the CLI exiting by itself), the group goes with it.
process.on('exit', () => signalAll('SIGKILL'));

try {
  // Every emulator listed by the hub and every exported function loaded (a callable answers 404 before).
  await waitUntilReady({ emulators: setup.only, functions: exportedFunctionNames() });
  const defaults = path.join(root, 'scripts', 'ensure-default-images.mjs');
  if (blank) {
    await waitForPort(ports.auth);
    await createDemoAdmin();
    console.log(`Blank project: no content, no settings. Fill the defaults with
  FIRESTORE_EMULATOR_HOST=${host}:${ports.firestore} npm run bootstrap`);
  } else if (existsSync(defaults)) {
    await run(process.execPath, [defaults], { env: { FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}` } });
  }
  console.log(`
  ┌───────────────────────────────────────────────────────────────┐
    Site:        http://${host}:${ports.hosting}
    Admin:       http://${host}:${ports.hosting}/admin
    Demo login:  username "admin", password "admin123"
    Emulators:   Firestore ${host}:${ports.firestore}, Auth ${host}:${ports.auth}, Functions ${host}:${ports.functions}${setup.storage ? `, Storage ${host}:${ports.storage}` : ' (Storage off, see above)'}${setup.ui ? `\n    Emulator UI: http://${host}:4000` : ''}
    Stop:        Ctrl-C (the seeded data is re-imported fresh next time)
  └───────────────────────────────────────────────────────────────┘
`);
} catch (error) {
  console.error(String(error));
  stop();
}

process.exitCode = await done;
// The CLI is gone (stopped or crashed): end anything it left behind (a Java emulator) and wait for that.
await stop();
