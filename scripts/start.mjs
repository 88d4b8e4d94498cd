#!/usr/bin/env node
// npm start: build web and functions, start the emulators with the seeded demo data, serve the
// site at http://127.0.0.1:5000 and print the URLs and the demo login. Ctrl-C stops everything.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { host, ports, root } from './lib/emulatorSetup.mjs';
import { runEmulators } from './lib/firebaseCli.mjs';
import { run } from './lib/run.mjs';
import { waitForPort } from './lib/waitForPort.mjs';

console.log('Building functions and web app (emulator mode)...');
if ((await run('npm', ['run', 'build'])) !== 0) {
  console.error('Build failed; fix the errors above and run npm start again.');
  process.exit(1);
}

const { child, done, setup } = runEmulators('start', { importDir: './emulator-data' });
const stop = () => child.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  await Promise.all([waitForPort(ports.hosting), waitForPort(ports.functions), waitForPort(ports.firestore)]);
  const defaults = path.join(root, 'scripts', 'ensure-default-images.mjs');
  if (existsSync(defaults)) await run(process.execPath, [defaults], { env: { FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}` } });
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
