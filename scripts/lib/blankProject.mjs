// A real project's first day on the emulators: no Firestore documents, no Storage objects, and
// in Auth only the demo admin (so the portal can be reached). `npm start -- --blank` gets there by
// starting without --import; `npm test` gets there by emptying the seeded emulators after the
// suites that need the seed (emulatorSuites.mjs), then runs the blank-project spec.
import path from 'node:path';
import { host, ports, root } from './emulatorSetup.mjs';
import { run } from './run.mjs';

const projectId = 'demo-household-staff';
export const demoAdmin = { email: 'admin@household-staff.local', password: 'admin123' };

/** Creates (or resets) the demo admin with the admin claim, as a real project's `npm run create-admin` does. */
export function createDemoAdmin() {
  return run(
    process.execPath,
    [path.join(root, 'scripts', 'create-admin.mjs'), '--email', demoAdmin.email, '--password', demoAdmin.password],
    {
      env: { FIREBASE_AUTH_EMULATOR_HOST: `${host}:${ports.auth}` },
    },
  );
}

async function emulatorCall(method, url, what) {
  const response = await fetch(url, { method, headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`${what}: ${method} ${url} answered ${response.status} ${await response.text()}`);
}

/**
 * Empties the running emulators (emulator REST APIs, no triggers fire) and creates the demo admin.
 * `storage`: whether the Storage emulator runs (it is off on machines without its rules runtime).
 */
export async function emptyEmulators({ storage }) {
  await emulatorCall(
    'DELETE',
    `http://${host}:${ports.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    'Firestore',
  );
  await emulatorCall('DELETE', `http://${host}:${ports.auth}/emulator/v1/projects/${projectId}/accounts`, 'Auth');
  if (storage) await emulatorCall('POST', `http://${host}:${ports.storage}/internal/reset`, 'Storage');
  const code = await createDemoAdmin();
  if (code !== 0) throw new Error(`create-admin.mjs exited with ${code}`);
}
