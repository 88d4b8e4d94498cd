import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEmail, adminPassword, adminUid } from '../fixtures/constants.ts';
import { adminAuth } from '../support/adminSdk.ts';
import { throwawayUser, webClient, type Client } from './client.ts';

const callable = 'changeAdminPassword';

describe('changeAdminPassword (callable, Functions + Auth emulators)', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  let client: Client;

  beforeAll(() => {
    client = webClient();
  });

  afterAll(async () => {
    // Whatever happened above, the demo admin keeps the seed password for other suites and for npm start.
    await adminAuth().updateUser(adminUid, { password: adminPassword });
    await client.close();
    await Promise.all(cleanups.map((cleanup) => cleanup()));
  });

  it('refuses a caller who is not signed in', async () => {
    await expect(client.call(callable, { currentPassword: 'x', newPassword: 'abcdef' })).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
  });

  it('refuses a signed-in user without the admin claim', async () => {
    const user = await throwawayUser('not-admin');
    cleanups.push(user.remove);
    await client.signIn(user.email, user.password);
    await expect(
      client.call(callable, { currentPassword: user.password, newPassword: 'abcdef' }),
    ).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    await client.signOut();
  });

  it('refuses a missing or short new password, and a missing current password', async () => {
    const admin = await throwawayUser('pw-admin', { admin: true });
    cleanups.push(admin.remove);
    await client.signIn(admin.email, admin.password);
    for (const data of [
      { currentPassword: admin.password },
      { currentPassword: admin.password, newPassword: '12345' },
      { newPassword: 'abcdefg' },
      undefined,
    ]) {
      await expect(client.call(callable, data)).rejects.toMatchObject({ code: 'functions/invalid-argument' });
    }
    await client.signOut();
  });

  it('refuses a wrong current password and leaves the password unchanged', async () => {
    const admin = await throwawayUser('pw-admin', { admin: true });
    cleanups.push(admin.remove);
    await client.signIn(admin.email, admin.password);
    await expect(
      client.call(callable, { currentPassword: 'wrong-password', newPassword: 'brand-new-1' }),
    ).rejects.toMatchObject({
      code: 'functions/failed-precondition',
    });
    await client.signOut();
    await expect(client.signIn(admin.email, admin.password)).resolves.toBeUndefined();
    await client.signOut();
  });

  it('changes the demo admin password: the new one signs in, the old one no longer does', async () => {
    const newPassword = 'changed-secret-42';
    await client.signIn(adminEmail, adminPassword);
    await expect(client.call(callable, { currentPassword: adminPassword, newPassword })).resolves.toEqual({ ok: true });
    await client.signOut();

    await expect(client.signIn(adminEmail, adminPassword)).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\/(wrong-password|invalid-credential)$/),
    });
    await client.signIn(adminEmail, newPassword);
    // Change it back through the callable too, which also proves the claim survived the change.
    await expect(client.call(callable, { currentPassword: newPassword, newPassword: adminPassword })).resolves.toEqual({
      ok: true,
    });
    await client.signOut();
    await expect(client.signIn(adminEmail, adminPassword)).resolves.toBeUndefined();
    await client.signOut();
  });
});
