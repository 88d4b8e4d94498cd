import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { emulatorHosts } from '../fixtures/constants.ts';
import { adminAuth } from '../support/adminSdk.ts';
import { webClient } from './client.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const email = `ops-admin-${Date.now()}@example.com`;

function createAdmin(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [path.join(root, 'scripts', 'create-admin.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: emulatorHosts.auth, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('scripts/create-admin.mjs (Auth emulator)', () => {
  const client = webClient();

  afterAll(async () => {
    await client.close();
    const user = await adminAuth()
      .getUserByEmail(email)
      .catch(() => null);
    if (user) await adminAuth().deleteUser(user.uid);
  });

  it('creates the user with the admin claim, then resets its password keeping the claim', async () => {
    const created = createAdmin(['--email', email, '--password', 'first-pass-1']);
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain(`Created ${email}`);
    const user = await adminAuth().getUserByEmail(email);
    expect(user.customClaims).toEqual({ admin: true });

    const reset = createAdmin(['--email', email], { ADMIN_PASSWORD: 'second-pass-2' });
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).toContain(`Reset the password of ${email}`);
    await client.signIn(email, 'second-pass-2');
    const token = await client.auth.currentUser!.getIdTokenResult();
    expect(token.claims.admin).toBe(true);
    await client.signOut();
  });

  it('refuses a short password and a missing one without a terminal', () => {
    const short = createAdmin(['--email', email, '--password', '12345']);
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('at least 6 characters');
    delete process.env.ADMIN_PASSWORD;
    const missing = createAdmin(['--email', email]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('No password');
  });
});
