import { connectAuthEmulator, getAuth, signInAnonymously, type User } from 'firebase/auth';
import { firebaseApp } from './app';
import { emulatorHost, emulatorPorts, useEmulators } from './config';
import { activateAppCheck } from './appCheck';

/**
 * The visitor's identity for public writes: the signed-in user (the admin, in the portal's
 * browser) or a Firebase Anonymous Auth user, kept by the browser so the per-visitor limit
 * follows the visitor across visits. Loaded on first public write only (not in the first load).
 */
export async function visitorUser(): Promise<User> {
  activateAppCheck();
  const auth = getAuth(firebaseApp());
  if (useEmulators && !auth.emulatorConfig)
    connectAuthEmulator(auth, `http://${emulatorHost}:${emulatorPorts.auth}`, { disableWarnings: true });
  await auth.authStateReady();
  if (auth.currentUser) return auth.currentUser;
  return (await signInAnonymously(auth)).user;
}
